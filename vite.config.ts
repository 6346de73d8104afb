import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** The browser build runs on Preact (about 10 KiB instead of React DOM's 65); the server renders with React 19. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

function preactInTheBrowser(): Plugin {
  return {
    name: "cpu-atlas:preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  // ASSET_BASE_URL lets hashed assets come from a CDN or a sub-path.
  base: process.env.ASSET_BASE_URL ?? "/",
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "dev"),
  },
  plugins: [preactInTheBrowser(), reactRouter()],
  build: { target: "es2022" },
  // The chart worker (app/charts/chart-worker.ts) is a module worker.
  worker: { format: "es" },
});
