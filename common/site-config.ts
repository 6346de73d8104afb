// Where the site lives, read from the environment: the public origin, the mount path and where
// assets come from. Pure; server/ reads it directly, the app through config.server.ts.
export type SiteConfig = {
  /** Public origin for canonical URLs, hreflang and sitemaps; never the request's Host. */
  siteOrigin: string;
  /** Where the app is mounted ("/" or "/sub/"). */
  baseUrl: string;
  /** Where /_app/ files and assets come from (a CDN or the base URL). */
  assetBaseUrl: string;
};

type Env = Readonly<Record<string, string | undefined>>;

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** SITE_ORIGIN without a trailing slash; unset, the local server's own origin (its PORT, else 3000). */
export function siteOriginFrom(env: Env): string {
  return (env.SITE_ORIGIN ?? `http://localhost:${env.PORT || "3000"}`).replace(/\/+$/, "");
}

export function siteConfigFrom(env: Env): SiteConfig {
  const baseUrl = withSlash(env.BASE_URL ?? "/");
  return { siteOrigin: siteOriginFrom(env), baseUrl, assetBaseUrl: withSlash(env.ASSET_BASE_URL ?? baseUrl) };
}
