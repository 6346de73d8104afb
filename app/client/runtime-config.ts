// The configuration the server injected (window.__CPU_ATLAS__); every client request is built from it.
export type ClientConfig = { siteOrigin: string; baseUrl: string; assetBaseUrl: string; buildId: string };

declare global {
  interface Window {
    __CPU_ATLAS__?: ClientConfig;
  }
}

export function clientConfig(): ClientConfig {
  return (
    window.__CPU_ATLAS__ ?? { siteOrigin: location.origin, baseUrl: "/", assetBaseUrl: "/", buildId: __BUILD_ID__ }
  );
}

/** A URL under the asset base (CDN or sub-path): builds/meta/{id}.json, builds/latest.json. */
export function appFileUrl(path: string): string {
  const base = clientConfig().assetBaseUrl;
  return new URL(`${base}_app/${path}`, location.href).toString();
}
