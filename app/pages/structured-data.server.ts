// Breadcrumbs and schema.org JSON-LD (Product with additionalProperty, BreadcrumbList) of a
// detail page. Absolute URLs are built from the configured site origin, never the Host.
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { Messages } from "../i18n/zh";
import type { CpuDetail } from "#catalogue/types";

export type Crumb = { name: string; path: string };

export function detailCrumbs(cpu: CpuDetail, locale: Locale, t: Messages): Crumb[] {
  const library = pageHref("lib", locale);
  return [
    { name: t.nav.home, path: pageHref("home", locale) },
    { name: t.nav.library, path: library },
    { name: t.vendor[cpu.vendor], path: `${library}?vendor=${cpu.vendor}` },
    { name: locale === "zh" ? cpu.nameZh : cpu.name, path: pageHref("cpu", cpu, locale) },
  ];
}

type PropertyValue = { "@type": "PropertyValue"; name: string; value: number | string; unitText?: string };

function property(name: string, value: number | string | null, unitText?: string): PropertyValue | null {
  if (value === null || value === "") return null;
  return { "@type": "PropertyValue", name, value, ...(unitText ? { unitText } : {}) };
}

export function productJsonLd(cpu: CpuDetail, locale: Locale, t: Messages, origin: string, description: string) {
  const url = `${origin}${pageHref("cpu", cpu, locale)}`;
  const s = t.spec;
  const additionalProperty = [
    property(s.cores, cpu.cores),
    property(s.threads, cpu.threads),
    property(s.baseClock, cpu.baseClockMhz, "MHz"),
    property(s.boostClock, cpu.boostClockMhz, "MHz"),
    property(s.l3, cpu.l3Kib, "KiB"),
    property(s.tdp, cpu.tdpW, "W"),
    property(s.socket, cpu.socket),
    property(s.process, cpu.process),
    property(s.launchDate, cpu.launchDate),
  ].filter((p): p is PropertyValue => p !== null);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: locale === "zh" ? cpu.nameZh : cpu.name,
    description,
    url,
    sku: `${cpu.vendor}/${cpu.id}`,
    model: cpu.name,
    category: `${t.segment[cpu.segment]} CPU`,
    brand: { "@type": "Brand", name: t.vendor[cpu.vendor] },
    manufacturer: { "@type": "Organization", name: t.vendor[cpu.vendor] },
    additionalProperty,
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}
