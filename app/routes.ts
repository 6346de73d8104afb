import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { SITE_KINDS, type PageKind, type SiteKind } from "#common/page-kinds";

// Every route comes from the table of kinds (common/page-kinds.ts). A localized kind is
// registered twice, at the root (zh) and under /en, with ids `zh-{name}` and `en-{name}`. Its
// pages sit inside a pathless layout per locale that ships the strings every page shows, and
// inside pathless layouts that ship the parts its kind names (app/i18n/messages.ts), nested in
// the order named and shared by the kinds that share them; unknown paths fall to that locale's
// not-found page. A page kind with a payload twin also answers `{path}/_payload.json`.
type Locale = "zh" | "en";
const kinds: readonly SiteKind[] = SITE_KINDS;
const pages = kinds.filter((kind): kind is PageKind => kind.type === "page");

const at = (path: string, file: string, id: string) => (path === "" ? index(file, { id }) : route(path, file, { id }));

function messageLayouts(locale: Locale, members: readonly PageKind[], outer: readonly string[]): RouteConfigEntry[] {
  const here = members.filter((kind) => kind.messages.length === outer.length);
  const parts = [...new Set(members.flatMap((kind) => kind.messages.slice(outer.length, outer.length + 1)))];
  return [
    ...here.map((kind) => at(kind.path, kind.module, `${locale}-${kind.name}`)),
    ...parts.map((part) => {
      const chain = [...outer, part];
      const inner = members.filter((kind) => kind.messages[outer.length] === part);
      return layout(
        `layouts/messages/${locale}-${part}.tsx`,
        { id: `${locale}-messages-${chain.join("-")}` },
        messageLayouts(locale, inner, chain),
      );
    }),
  ];
}

function localized(locale: Locale): RouteConfigEntry[] {
  return [
    layout(`layouts/locale-${locale}.tsx`, { id: `${locale}-locale` }, messageLayouts(locale, pages, [])),
    ...pages.flatMap((kind) =>
      kind.payload
        ? [
            route(kind.path === "" ? "_payload.json" : `${kind.path}/_payload.json`, "routes/payload.ts", {
              id: `${locale}-payload-${kind.name}`,
            }),
          ]
        : [],
    ),
    ...kinds.flatMap((kind) =>
      kind.type === "resource" && kind.locale === "zh-en"
        ? [route(kind.path, kind.module, { id: `${locale}-${kind.name}` })]
        : [],
    ),
  ];
}

export default [
  ...localized("zh"),
  ...prefix("en", localized("en")),
  ...kinds.flatMap((kind) =>
    kind.type === "resource" && kind.locale === "none" ? [route(kind.path, kind.module, { id: kind.name })] : [],
  ),
] satisfies RouteConfig;
