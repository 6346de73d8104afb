// Small readers of server-rendered HTML for the HTTP tests (no DOM library needed).

/** Every <script type="application/ld+json"> block, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as unknown,
  );
}

/** The href of every <a> whose target is on this site (relative or starting with /). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
}

export function linkHref(html: string, rel: string, hrefLang?: string): string | null {
  const attrs = hrefLang ? `rel="${rel}" hrefLang="${hrefLang}"` : `rel="${rel}"`;
  return new RegExp(`<link ${attrs} href="([^"]+)"`).exec(html)?.[1] ?? null;
}
