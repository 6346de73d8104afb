// schema.org JSON-LD of a head-to-head page: a WebPage about the two processors (as the
// detail pages describe them), and its breadcrumbs. Absolute URLs from the configured origin.
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { Messages } from "../i18n/zh";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data.server";
import type { CpuDetail } from "#catalogue/types";

export function pairJsonLd(
  cpus: readonly [CpuDetail, CpuDetail],
  locale: Locale,
  t: Messages,
  origin: string,
  pathname: string,
) {
  const names = cpus.map((c) => (locale === "zh" ? c.nameZh : c.name));
  const title = names.join(" vs ");
  // Nested in the page's graph, under its @context (undefined is left out of the JSON).
  const about = cpus.map((cpu, i) => ({ ...productJsonLd(cpu, locale, t, origin, names[i]!), "@context": undefined }));
  const crumbs = [
    { name: t.nav.home, path: pageHref("home", locale) },
    { name: t.compare.heading, path: pageHref("compare", locale) },
    { name: title, path: pathname },
  ];
  const breadcrumbs = { ...breadcrumbJsonLd(crumbs, origin), "@context": undefined };
  return {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebPage", name: title, url: `${origin}${pathname}`, inLanguage: LANGUAGE_TAGS[locale], about },
      breadcrumbs,
    ],
  };
}
