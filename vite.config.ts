import { reactRouter } from "@react-router/dev/vite";
import { createRequire } from "node:module";
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
 * React, React DOM and the JSX runtime are CommonJS. Imported from ES modules, they cost every
 * importing chunk a call to the bundler's interop helper (itself a chunk of its own on every
 * page) and write each use as a property read (`(0, r.jsx)(…)`, `(0, r.useState)(…)`). The browser
 * build imports them through an ES facade each: one module that re-exports the package's named
 * exports (listed from the package itself at build time), so only the facade uses the interop
 * and the rest are plain named imports. The packages' own `require()`s are left alone, so each
 * exists once.
 */
const ES_FACADES = new Set(["react", "react/jsx-runtime", "react-dom", "react-dom/client"]);
const FACADE = "\0cpu-atlas:es-facade:";

function browserEsFacades(): Plugin {
  const requireFromHere = createRequire(import.meta.url);
  return {
    name: "cpu-atlas:browser-es-facades",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId(source, importer, options) {
      if (!ES_FACADES.has(source) || options.kind === "require-call" || importer?.startsWith(FACADE)) return null;
      return FACADE + source;
    },
    async load(id) {
      if (!id.startsWith(FACADE)) return null;
      const source = id.slice(FACADE.length);
      const resolved = await this.resolve(source, undefined, { skipSelf: true });
      if (!resolved) throw new Error(`browserEsFacades: cannot resolve ${source}`);
      const names = Object.keys(requireFromHere(resolved.id) as object).filter((name) => name !== "default");
      const module = JSON.stringify(resolved.id);
      return `import m from ${module};\nexport const { ${names.join(", ")} } = m;\nexport default m;\n`;
    },
  };
}

/**
 * What every page loads, as one chunk (one file and one gzip stream instead of several): the
 * browser entry and the root route with everything they import (React, React DOM, React Router,
 * the header, footer and error page), and the small modules that every page kind but the API page
 * and the 404 imports (route-meta, format with launch-date, compare-ids, cpu-ref). Route modules
 * stay chunks of their own, so a page's own code and dictionaries load only with that page; the
 * root's becomes a one-line re-export. With the facades above, 1.7-2.0 KiB (gzip) less on every
 * page kind than the entry (React DOM), React with React Router and the shared modules, the root
 * and the interop helper as four files (decisions.md). The browser build only: the server's
 * chunks are not downloaded.
 */
const EVERY_PAGE_MODULES =
  /[\\/]entry\.client\.tsx?$|\/app\/(root|route-meta|catalog\/(format|cpu-ref|compare\/compare-ids))\.tsx?$|\/catalogue\/(launch-date|slug)\.ts$/;

function browserChunks(): Plugin {
  return {
    name: "cpu-atlas:browser-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        groups: [{ name: "every-page", test: (id) => EVERY_PAGE_MODULES.test(id) || id.startsWith(FACADE) }],
      },
    }),
  };
}

export default defineConfig({
  // ASSET_BASE_URL lets hashed assets come from a CDN or a sub-path (read, like every variable, through common/env.ts).
  base: env().ASSET_BASE_URL ?? "/",
  define: {
    __BUILD_ID__: JSON.stringify(env().BUILD_ID ?? "dev"),
  },
  plugins: [
    commonOutsideServerBuild(),
    reactRouterProductionInBrowser(),
    browserEsFacades(),
    browserPageKinds(),
    browserChunks(),
    reactRouter(),
  ],
  build: {
    target: "es2022",
    sourcemap: !!process.env.SM,
  },
});
