// Where the site lives, derived from the environment (env.ts): the public origin, the mount path
// and where assets come from. Pure; server/ calls it directly, the app through config.server.ts.
import type { Env } from "./env";

export type SiteConfig = {
  /** Public origin for canonical URLs, hreflang and sitemaps; never the request's Host. */
  siteOrigin: string;
  /** Where the app is mounted ("/" or "/sub/"). */
  baseUrl: string;
  /** Where /_app/ files and assets come from (a CDN or the base URL). */
  assetBaseUrl: string;
};

type SiteEnv = Pick<Env, "SITE_ORIGIN" | "PORT" | "BASE_URL" | "ASSET_BASE_URL">;

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** SITE_ORIGIN (env.ts drops its trailing slash); unset, the local server's own origin (its PORT, else 3000). */
export function siteOriginFrom(env: Pick<SiteEnv, "SITE_ORIGIN" | "PORT">): string {
  return env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`;
}

export function siteConfigFrom(env: SiteEnv): SiteConfig {
  const baseUrl = withSlash(env.BASE_URL);
  return { siteOrigin: siteOriginFrom(env), baseUrl, assetBaseUrl: withSlash(env.ASSET_BASE_URL ?? baseUrl) };
}
