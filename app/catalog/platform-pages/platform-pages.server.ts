// The data of the socket and upgrade pages, shared by their loaders and _payload.json twins.
import { data, redirect } from "react-router";
import { getCatalogue } from "../db.server";
import { platformBySlug } from "../platforms";
import { isValidCpuId } from "../slug";
import { suggestCpus } from "../suggest.server";
import { SUGGEST_MAX_QUERY } from "../suggestion";
import { withCatalogue } from "../unavailable.server";
import { platformIndex } from "./platform-index.server";
import { buildSocketPage } from "./socket-page";
import type { SocketPage, UpgradePage } from "./types";
import { buildUpgradePage, parseUpgradeQuery } from "./upgrade-page";

export function socketPageData(params: { slug?: string }, pathname: string): Promise<SocketPage> {
  const platform = params.slug && isValidCpuId(params.slug) ? platformBySlug(params.slug) : null;
  if (!platform) throw data(`Page not found: ${pathname}`, { status: 404 });
  return withCatalogue(async () => buildSocketPage(platform, platformIndex(getCatalogue()).onPlatform(platform.slug)));
}

const bad = (param: string) => data(`Bad Request: invalid value of the parameter ${param}`, { status: 400 });

export function upgradePageData(url: URL): Promise<UpgradePage> {
  const parsed = parseUpgradeQuery(url.searchParams);
  if (!parsed.ok) throw bad(parsed.param);
  const { query } = parsed;
  return withCatalogue(async () => {
    if (query.from === null) {
      // Without JavaScript the picker sends free text (`q`): the best search match, or a notice.
      const text = (url.searchParams.get("q") ?? "").trim().slice(0, SUGGEST_MAX_QUERY);
      const match = text === "" ? undefined : suggestCpus(text, 1).items[0];
      if (match) throw redirect(`${url.pathname}?from=${match.vendor}/${match.id}`, 303);
      return { kind: "picker", query, notFound: text === "" ? null : text };
    }
    const [vendor, id] = query.from.split("/") as ["amd" | "intel", string];
    const index = platformIndex(getCatalogue());
    const from = index.cpu(vendor, id);
    if (!from) throw data(`Processor not found: ${query.from}`, { status: 404 });
    const page = buildUpgradePage(from, query, { sameSocket: from.socket === null ? [] : index.onSocket(from.socket), otherPlatforms: index.onCurrentPlatforms });
    if (page.kind === "bad-chipset") throw bad("chipset");
    return page;
  });
}
