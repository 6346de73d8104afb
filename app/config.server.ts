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

export function runtimeConfig(): RuntimeConfig {
  const baseUrl = withSlash(process.env.BASE_URL ?? "/");
  return {
    siteOrigin: (process.env.SITE_ORIGIN ?? "http://localhost:3000").replace(/\/+$/, ""),
    baseUrl,
    assetBaseUrl: withSlash(process.env.ASSET_BASE_URL ?? baseUrl),
    // Outside the Vite bundle (server/, scripts/) the constant does not exist.
    buildId: typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : (process.env.BUILD_ID ?? "dev"),
  };
}
