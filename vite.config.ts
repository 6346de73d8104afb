import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { env } from "./common/env.ts";
import { SITE_KINDS, type SiteKind } from "./common/page-kinds.ts";

/**
 * common/ holds the pure helpers that server/ and app/ both import, as `#common/…` (package.json
 * "imports"). The server build leaves them out and Node imports them from the sources (under
 * tsx, as every process that loads the build runs), so no module exists twice in a server
 * process. The browser build bundles them as usual. In dev, Vite's module runner inlines them
 * (it does not externalise subpath imports): stateless, so a second copy changes nothing there.
 */
function commonOutsideServerBuild(): Plugin {
  return {
    name: "cpu-atlas:common-outside-server-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    resolveId: (source) => (source.startsWith("#common/") ? { id: source, external: true } : null),
  };
}

/**
 * React Router's package resolves to its development build under every export condition; its
 * production build differs only in `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop
 * the development warnings and the developer hints of its default error boundaries. The browser
 * build takes the production one (both entries, so one copy of the router and its contexts); the
 * server keeps the package's own resolution.
 */
function reactRouterProductionInBrowser(): Plugin {
  const dist = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const entries: Record<string, string> = {
    "react-router": `${dist}index.mjs`,
    "react-router/dom": `${dist}dom-export.mjs`,
  };
  return {
    name: "cpu-atlas:react-router-production-in-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (source) => entries[source] ?? null,
  };
}

/**
 * The browser's copy of the table of kinds (common/page-kinds.ts) holds only what the browser
 * reads of it: pageHref() (common/page-href.ts) builds paths from each kind's type, name, path
 * and locale, and the route rules (app/routing/route-rules.ts, loaded with the build meta file)
 * read `canonical`. Module names, metrics labels, dictionary parts, data functions and the
 * catalogue listings stay on the server. The values come from the table itself at build time.
 */
const BROWSER_KIND_FIELDS = ["type", "name", "path", "locale", "canonical"] as const;

function browserPageKinds(): Plugin {
  const table = fileURLToPath(new URL("./common/page-kinds.ts", import.meta.url));
  return {
    name: "cpu-atlas:browser-page-kinds",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load(id) {
      if (id !== table) return null;
      const kinds = SITE_KINDS.map((kind) =>
        Object.fromEntries(
          BROWSER_KIND_FIELDS.flatMap((field) => (field in kind ? [[field, kind[field as keyof SiteKind]]] : [])),
        ),
      );
      return `export const SITE_KINDS = ${JSON.stringify(kinds)};\n`;
    },
  };
}

/**
 * The small modules that the root route (on every page) imports, also imported by pages: one
 * chunk instead of one each, since every page loads them all anyway (fewer files to fetch and
 * list in the route manifest). Besides the root's, only modules that every page kind but the
 * API page and the 404 imports (route-meta, format with launch-date, compare-ids): each of those
 * was a chunk of its own on 13-14 of 15 measured pages, and one gzip stream costs 0.6-0.8 KiB
 * less there than four small files, for 0.6-1.1 KiB more on those two pages.
 */
const EVERY_PAGE_MODULES =
  /\/app\/(route-meta|catalog\/(format|cpu-ref|compare\/compare-ids)|client\/(runtime-config|client-route-rules)|components\/(error-page|cpu-link|search-suggest\/(site-search|lazy-suggest))|i18n\/(use-locale|messages))\.tsx?$|\/common\/locale(-paths)?\.ts$|\/catalogue\/(launch-date|slug)\.ts$/;

export default defineConfig({
  // ASSET_BASE_URL lets hashed assets come from a CDN or a sub-path (read, like every variable, through common/env.ts).
  base: env().ASSET_BASE_URL ?? "/",
  define: {
    __BUILD_ID__: JSON.stringify(env().BUILD_ID ?? "dev"),
  },
  plugins: [commonOutsideServerBuild(), reactRouterProductionInBrowser(), browserPageKinds(), reactRouter()],
  build: {
    target: "es2022",
    sourcemap: !!process.env.SM,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "every-page", test: EVERY_PAGE_MODULES }] } } },
  },
});
