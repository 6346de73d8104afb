// The data of the socket and upgrade pages (the page layer, app/pages, adds the HTTP).
import { getCatalogue } from "#catalogue/connection.server";
import { badRequest, movedTo, noPage, ok, unknownProcessor, type Outcome } from "../outcome";
import { platformBySlug } from "../platforms";
import { isValidCpuId } from "#catalogue/slug";
import { suggestCpus } from "../suggest.server";
import { SUGGEST_MAX_QUERY } from "../suggestion";
import { platformIndex } from "./platform-index.server";
import { buildSocketPage } from "./socket-page";
import type { SocketPage, UpgradePage } from "./types";
import { buildUpgradePage, parseUpgradeQuery } from "./upgrade-page";
import { pageHref } from "#common/page-href";

export function socketPage(params: { slug?: string }): Outcome<SocketPage> {
  const platform = params.slug && isValidCpuId(params.slug) ? platformBySlug(params.slug) : null;
  if (!platform) return noPage();
  return ok(buildSocketPage(platform, platformIndex(getCatalogue()).onPlatform(platform.slug)));
}

const bad = (param: string) => badRequest(`Bad Request: invalid value of the parameter ${param}`);

export function upgradePage(params: URLSearchParams): Outcome<UpgradePage> {
  const parsed = parseUpgradeQuery(params);
  if (!parsed.ok) return bad(parsed.param);
  const { query } = parsed;
  if (query.from === null) {
    // Without JavaScript the picker sends free text (`q`): the best search match, or a notice.
    const text = (params.get("q") ?? "").trim().slice(0, SUGGEST_MAX_QUERY);
    const match = text === "" ? undefined : suggestCpus(text, 1).items[0];
    if (match) return movedTo(`${pageHref("upgrade")}?from=${match.vendor}/${match.id}`, { permanent: false });
    return ok({ kind: "picker", query, notFound: text === "" ? null : text });
  }
  const [vendor, id] = query.from.split("/") as ["amd" | "intel", string];
  const index = platformIndex(getCatalogue());
  const from = index.cpu(vendor, id);
  if (!from) return unknownProcessor(query.from);
  const page = buildUpgradePage(from, query, {
    sameSocket: from.socket === null ? [] : index.onSocket(from.socket),
    otherPlatforms: index.onCurrentPlatforms,
  });
  if (page.kind === "bad-chipset") return bad("chipset");
  return ok(page);
}
