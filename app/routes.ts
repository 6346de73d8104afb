import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

// Every page is registered twice: at the root (zh) and under /en, with distinct ids, inside
// a pathless layout per locale that ships the strings every page shows, and inside pathless
// layouts that ship its own page's strings (app/i18n/messages.ts; the platforms layout wraps
// the detail page twice over, under the compare one); unknown paths fall to that locale's
// not-found route. `_payload.json` twins expose each page's data as public JSON.
function pages(locale: "zh" | "en"): RouteConfigEntry[] {
  const id = (name: string) => `${locale}-${name}`;
  const messages = (part: string, name: string, children: RouteConfigEntry[]) => layout(`layouts/messages/${locale}-${part}.tsx`, { id: id(`messages-${name}`) }, children);
  return [
    layout(`layouts/locale-${locale}.tsx`, { id: id("locale") }, [
      messages("home", "home", [index("routes/home.tsx", { id: id("home") })]),
      messages("library", "library", [route("lib", "routes/lib.tsx", { id: id("lib") })]),
      messages("compare", "compare", [
        messages("platforms", "detail-platforms", [route("cpu/:vendor/:id", "routes/cpu.tsx", { id: id("cpu") })]),
        route("compare", "routes/compare.tsx", { id: id("compare") }),
        route("compare/:pair", "routes/compare-pair.tsx", { id: id("compare-pair") }),
      ]),
      messages("platforms", "platforms", [
        route("socket/:slug", "routes/socket.tsx", { id: id("socket") }),
        route("upgrade", "routes/upgrade.tsx", { id: id("upgrade") }),
      ]),
      messages("api-docs", "api-docs", [route("api", "routes/api-docs.tsx", { id: id("api-docs") })]),
      messages("about", "about", [route("about", "routes/about.tsx", { id: id("about") })]),
      route("*", "routes/not-found.tsx", { id: id("not-found") }),
    ]),
    route("_payload.json", "routes/payload.ts", { id: id("payload-home") }),
    route("lib/_payload.json", "routes/payload.ts", { id: id("payload-lib") }),
    route("cpu/:vendor/:id/_payload.json", "routes/payload.ts", { id: id("payload-cpu") }),
    route("socket/:slug/_payload.json", "routes/payload.ts", { id: id("payload-socket") }),
    route("upgrade/_payload.json", "routes/payload.ts", { id: id("payload-upgrade") }),
    route("about/_payload.json", "routes/payload.ts", { id: id("payload-about") }),
    route("compare/:pair/_payload.json", "routes/payload.ts", { id: id("payload-compare-pair") }),
  ];
}

// Shareable images (app/images/): their words follow the locale, so each has a /en twin.
function images(locale: "zh" | "en"): RouteConfigEntry[] {
  const id = (name: string) => `${locale}-${name}`;
  return [
    route("ladder.svg", "routes/ladder-image.ts", { id: id("ladder-svg") }),
    route("ladder.png", "routes/ladder-image.ts", { id: id("ladder-png") }),
    // The cards: /og/cpu/{vendor}/{id}.png, /og/compare/{a}-vs-{b}.png, /og/site.png (one entry: every route is in the client's manifest).
    route("og/*", "routes/og-image.ts", { id: id("og") }),
  ];
}

// The open data API: resource routes, never under a locale prefix.
const api: RouteConfigEntry[] = [
  route("api/cpus", "routes/api-cpus.ts", { id: "api-cpus" }),
  route("api/cpus.csv", "routes/api-cpus-csv.ts", { id: "api-cpus-csv" }),
  route("api/cpus/:vendor/:id", "routes/api-cpu.ts", { id: "api-cpu" }),
  route("api/suggest", "routes/api-suggest.ts", { id: "api-suggest" }),
  route("api/openapi.json", "routes/api-openapi.ts", { id: "api-openapi" }),
  route("api/*", "routes/api-not-found.ts", { id: "api-not-found" }),
];

export default [
  ...pages("zh"),
  ...prefix("en", pages("en")),
  ...images("zh"),
  ...prefix("en", images("en")),
  ...api,
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
] satisfies RouteConfig;
