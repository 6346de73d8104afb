// sitemap.xml and robots.txt, pure: the listed pages (common/page-kind-paths.ts) in both
// locales, each <url> with its hreflang alternates (sitemaps.org + Google's xhtml:link), from
// the configured origin.
import { LANGUAGE_TAGS, LOCALES } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import { pageHref } from "#common/page-href";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(origin: string, pagePaths: ReadonlyArray<string>, lastmod: string | null): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pagePaths.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${url(localizePath(page, l))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page)}"/>`,
    ].join("");
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return LOCALES.map((l) => `<url><loc>${url(localizePath(page, l))}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /_app/",
    "",
    `Sitemap: ${origin}${pageHref("sitemap")}`,
    "",
  ].join("\n");
}
