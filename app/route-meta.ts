// Shared meta() plumbing: the site origin comes from the root loader's runtime config.
import type { MetaDescriptor } from "react-router";
import { localeOfPath } from "#common/locale";
import { messagesOf } from "./i18n/messages";
import type { Messages } from "./i18n/zh";
import { pageMeta } from "./seo";

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; handle?: unknown } | undefined>;
  error?: unknown;
};

/** A page that failed renders the error page, which sets its own <title>: no second one here. `image`: the page's preview card (seo.ts). */
export function localizedMeta(
  args: MetaArgsLike,
  text: (t: Messages) => { title: string; description: string },
  image?: string,
): MetaDescriptor[] {
  if (args.error) return [];
  const root = args.matches.find((m) => m?.id === "root")?.data as { config?: { siteOrigin: string } } | undefined;
  const locale = localeOfPath(args.location.pathname);
  return pageMeta({
    origin: root?.config?.siteOrigin ?? "",
    pathname: args.location.pathname,
    locale,
    ...text(messagesOf(args.matches)),
    image,
  });
}
