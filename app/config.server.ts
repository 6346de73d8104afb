// Runtime configuration, read once from the environment on the server and injected into
// the page (window.__CPU_ATLAS__) so every client request is built from it.
export type RuntimeConfig = {
  /** Public origin for canonical URLs, hreflang and sitemaps; never the request's Host. */
  siteOrigin: string;
  /** Where the app is mounted ("/" or "/sub/"). */
  baseUrl: string;
  /** Where /_app/ files and assets come from (a CDN or the base URL). */
  assetBaseUrl: string;
  buildId: string;
};

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** SITE_ORIGIN without a trailing slash; unset, the local server's own origin (its PORT, else 3000). */
export function siteOriginFrom(env: Readonly<Record<string, string | undefined>>): string {
  return (env.SITE_ORIGIN ?? `http://localhost:${env.PORT || "3000"}`).replace(/\/+$/, "");
}

export function runtimeConfig(): RuntimeConfig {
  const baseUrl = withSlash(process.env.BASE_URL ?? "/");
  return {
    siteOrigin: siteOriginFrom(process.env),
    baseUrl,
    assetBaseUrl: withSlash(process.env.ASSET_BASE_URL ?? baseUrl),
    // Outside the Vite bundle (server/, scripts/) the constant does not exist.
    buildId: typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : (process.env.BUILD_ID ?? "dev"),
  };
}
