// Runtime configuration, read once from the environment on the server and injected into
// the page (window.__CPU_ATLAS__) so every client request is built from it.
import { env } from "#common/env";
import { siteConfigFrom, type SiteConfig } from "#common/site-config";

export type RuntimeConfig = SiteConfig & { buildId: string };

export function runtimeConfig(): RuntimeConfig {
  return {
    ...siteConfigFrom(env()),
    // Outside the Vite bundle (scripts/) the constant does not exist.
    buildId: typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : (env().BUILD_ID ?? "dev"),
  };
}
