import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { env } from "./common/env.ts";

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
 * The small modules that the root route (on every page) imports, also imported by pages: one
 * chunk instead of one each, since every page loads them all anyway (fewer files to fetch and
 * list in the route manifest). Only modules the root imports belong here: a module only some
 * pages use would load on all of them.
 */
const EVERY_PAGE_MODULES =
  /\/app\/(catalog\/slug|client\/runtime-config|components\/(error-page|cpu-link|search-suggest\/(site-search|lazy-suggest))|i18n\/(use-locale|messages))\.tsx?$|\/common\/locale(-paths)?\.ts$/;

/**
 * A processor's key and id check (app/catalog/cpu-ref.ts over catalogue/slug.ts) and the compare
 * links built from them (compare/compare-ids.ts, compare/pairs.ts): the ladder, the library's
 * compare selection, the detail and compare pages use them together, so they load as one small chunk.
 */
const CPU_ID_MODULES = /\/app\/catalog\/(cpu-ref|compare\/(compare-ids|pairs))\.ts$|\/catalogue\/slug\.ts$/;

export default defineConfig({
  // ASSET_BASE_URL lets hashed assets come from a CDN or a sub-path (read, like every variable, through common/env.ts).
  base: env().ASSET_BASE_URL ?? "/",
  define: {
    __BUILD_ID__: JSON.stringify(env().BUILD_ID ?? "dev"),
  },
  plugins: [commonOutsideServerBuild(), reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "every-page", test: EVERY_PAGE_MODULES },
            { name: "cpu-id", test: CPU_ID_MODULES },
          ],
        },
      },
    },
  },
});
