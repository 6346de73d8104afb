import { inject } from "vitest";

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
export const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export function baseUrl(): string {
  return inject("baseUrl");
}

/** A request as a browser makes it, without following redirects. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return getFrom(baseUrl(), path, headers);
}

/** The same, to the server at `base`. */
export function getFrom(base: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER_UA, ...headers } });
}

/**
 * Whether the server renders `path` rather than serving a prerendered file: a rendered answer
 * is kept in its render cache, so the second request says `X-Render-Cache: hit`; a file never does.
 */
export async function isRendered(path: string, headers: Record<string, string> = {}): Promise<boolean> {
  await (await get(path, headers)).arrayBuffer();
  const again = await get(path, headers);
  await again.arrayBuffer();
  return again.headers.get("x-render-cache") === "hit";
}
