// Every kind of page and endpoint the site answers, declared once. app/routes.ts registers
// the routes from it, app/routes/payload.ts finds a `_payload.json` twin's page kind in it,
// the sitemap and the prerendered paths list its `listed` pages (page-kind-paths.ts), the
// route rules add a canonical redirect for each `canonical` kind, server/ labels request
// metrics with its `metrics` label, and the nginx front (deploy/nginx-config.ts) reads its
// `front`. Pure and free of app/ imports: React Router's Vite plugin reads it through routes.ts
// at build time and server/ imports it directly.

/** A part of a locale's dictionary beyond the common one: app/i18n/{zh,en}/{part}.ts, shipped by app/layouts/messages/{locale}-{part}.tsx. */
export type MessagePart = "home" | "library" | "detail" | "compare" | "platforms" | "api-docs" | "about";

/** What the catalogue lists, for kinds with one page per processor, platform or pair. */
export type CatalogueListing = {
  cpus: ReadonlyArray<{ vendor: string; id: string }>;
  socketSlugs: ReadonlyArray<string>;
  /** The head-to-head pairs people compare (app/catalog/compare/pairs.server.ts). */
  pairSlugs: ReadonlyArray<string>;
};

export type PathParams = Readonly<Record<string, string>>;

type KindBase = {
  /** The route id: `zh-{name}` and `en-{name}` for a localized kind, `{name}` for a locale-free one. */
  name: string;
  /** React Router path below the locale prefix: "" is the index, `:param` one segment, `*` the rest. */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** The `kind` label of request metrics (server/metrics-route-kind.ts). */
  metrics: string;
};

/** A page: zh at `/…`, en under `/en/…`, rendered inside the locale layout. */
export type PageKind = KindBase & {
  type: "page";
  /** The dictionary parts it shows, outermost first: nested messages layouts, shared by the kinds that share them. */
  messages: readonly MessagePart[];
  /**
   * Its data function: the name of an export of app/pages/pages.server.ts, which its loader and
   * its `_payload.json` twin call (app/routes/payload.ts checks every name against that module).
   */
  data?: string;
  /**
   * Its `{path}/_payload.json` twin (the page's data as public JSON, through its `data`
   * function): "loader-data" when it is exactly the page loader's data, so the prerender
   * writes it from the page's .data.
   */
  payload?: "rendered" | "loader-data";
  /** 301 to the canonical form of its parameters (lower case, no vendor prefix in an id). */
  canonical?: true;
  /** Its pages that exist: each is listed in the sitemap and prerendered (with its twin), in both locales. */
  listed?: (catalogue: CatalogueListing) => ReadonlyArray<PathParams>;
};

/** A resource route (no document): localized (its words follow the locale) or locale-free. */
export type ResourceKind = KindBase & {
  type: "resource";
  locale: "zh-en" | "none";
  /** What the nginx front does besides proxying it (deploy/nginx-config.ts): "drawn-image", a picture drawn on request, under its own rate limit. */
  front?: "drawn-image";
};

export type SiteKind = PageKind | ResourceKind;

const one = () => [{}];

export const SITE_KINDS = [
  {
    type: "page",
    name: "home",
    path: "",
    module: "routes/home.tsx",
    metrics: "home",
    messages: ["home"],
    data: "homePageData",
    payload: "rendered",
    listed: one,
  },
  {
    type: "page",
    name: "lib",
    path: "lib",
    module: "routes/lib.tsx",
    metrics: "lib",
    messages: ["library"],
    data: "libraryPageData",
    payload: "rendered",
    listed: one,
  },
  {
    type: "page",
    name: "cpu",
    path: "cpu/:vendor/:id",
    module: "routes/cpu.tsx",
    metrics: "cpu",
    messages: ["detail"],
    data: "cpuPageData",
    payload: "loader-data",
    canonical: true,
    listed: ({ cpus }) => cpus.map(({ vendor, id }) => ({ vendor, id })),
  },
  {
    type: "page",
    name: "compare",
    path: "compare",
    module: "routes/compare.tsx",
    metrics: "compare",
    messages: ["detail", "compare"],
    data: "comparePageData",
  },
  {
    type: "page",
    name: "compare-pair",
    path: "compare/:pair",
    module: "routes/compare-pair.tsx",
    metrics: "compare-pair",
    messages: ["detail", "compare"],
    data: "pairPageData",
    payload: "rendered",
    listed: ({ pairSlugs }) => pairSlugs.map((pair) => ({ pair })),
  },
  {
    type: "page",
    name: "socket",
    path: "socket/:slug",
    module: "routes/socket.tsx",
    metrics: "socket",
    messages: ["platforms"],
    data: "socketPageData",
    payload: "rendered",
    canonical: true,
    listed: ({ socketSlugs }) => socketSlugs.map((slug) => ({ slug })),
  },
  {
    type: "page",
    name: "upgrade",
    path: "upgrade",
    module: "routes/upgrade.tsx",
    metrics: "upgrade",
    messages: ["platforms"],
    data: "upgradePageData",
    payload: "rendered",
  },
  {
    type: "page",
    name: "api-docs",
    path: "api",
    module: "routes/api-docs.tsx",
    metrics: "api-docs",
    messages: ["api-docs"],
    listed: one,
  },
  {
    type: "page",
    name: "about",
    path: "about",
    module: "routes/about.tsx",
    metrics: "about",
    messages: ["about"],
    data: "aboutPageData",
    payload: "rendered",
    listed: one,
  },
  { type: "page", name: "not-found", path: "*", module: "routes/not-found.tsx", metrics: "other", messages: [] },
  {
    type: "resource",
    name: "ladder-svg",
    path: "ladder.svg",
    module: "routes/ladder-image.ts",
    metrics: "ladder-image",
    locale: "zh-en",
    front: "drawn-image",
  },
  {
    type: "resource",
    name: "ladder-png",
    path: "ladder.png",
    module: "routes/ladder-image.ts",
    metrics: "ladder-image",
    locale: "zh-en",
    front: "drawn-image",
  },
  // /og/cpu/{vendor}/{id}.png, /og/compare/{a}-vs-{b}.png, /og/site.png: one entry, since every route is in the client's manifest.
  {
    type: "resource",
    name: "og",
    path: "og/*",
    module: "routes/og-image.ts",
    metrics: "og-image",
    locale: "zh-en",
    front: "drawn-image",
  },
  {
    type: "resource",
    name: "api-cpus",
    path: "api/cpus",
    module: "routes/api-cpus.ts",
    metrics: "api-list",
    locale: "none",
  },
  {
    type: "resource",
    name: "api-cpus-csv",
    path: "api/cpus.csv",
    module: "routes/api-cpus-csv.ts",
    metrics: "api-csv",
    locale: "none",
  },
  {
    type: "resource",
    name: "api-cpu",
    path: "api/cpus/:vendor/:id",
    module: "routes/api-cpu.ts",
    metrics: "api-cpu",
    locale: "none",
  },
  {
    type: "resource",
    name: "api-suggest",
    path: "api/suggest",
    module: "routes/api-suggest.ts",
    metrics: "api-suggest",
    locale: "none",
  },
  {
    type: "resource",
    name: "api-openapi",
    path: "api/openapi.json",
    module: "routes/api-openapi.ts",
    metrics: "api-other",
    locale: "none",
  },
  {
    type: "resource",
    name: "api-not-found",
    path: "api/*",
    module: "routes/api-not-found.ts",
    metrics: "api-other",
    locale: "none",
  },
  {
    type: "resource",
    name: "sitemap",
    path: "sitemap.xml",
    module: "routes/sitemap.ts",
    metrics: "sitemap",
    locale: "none",
  },
  {
    type: "resource",
    name: "robots",
    path: "robots.txt",
    module: "routes/robots.ts",
    metrics: "robots",
    locale: "none",
  },
] as const satisfies ReadonlyArray<SiteKind>;

/** One entry of the table, with its literal values. */
export type DeclaredKind = (typeof SITE_KINDS)[number];

/** The page kinds with a `_payload.json` twin. */
export type PayloadKind = Extract<DeclaredKind, { payload: string }>;

/** The names of the page kinds' data functions (app/pages/pages.server.ts). */
export type PageDataName = Extract<DeclaredKind, { data: string }>["data"];

/** Every `kind` label a page or endpoint gives request metrics. */
export type SiteMetricsLabel = DeclaredKind["metrics"];
