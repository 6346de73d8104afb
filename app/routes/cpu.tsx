import { useMemo } from "react";
import { useLoaderData } from "react-router";
import { buildSpecSheet } from "../catalog/detail/spec-sheet";
import { breadcrumbJsonLd, detailCrumbs, productJsonLd } from "../catalog/detail/structured-data";
import { formatCache, formatClock, formatPower } from "../catalog/format";
import { BenchmarkCharts } from "../components/detail/benchmark-charts";
import { Breadcrumbs } from "../components/detail/breadcrumbs";
import { DetailHeader } from "../components/detail/detail-header";
import { CompareWith } from "../components/detail/compare-with";
import { KeyFacts } from "../components/detail/key-facts";
import { Provenance } from "../components/detail/provenance";
import { Related } from "../components/detail/related";
import { SpecSheet } from "../components/detail/spec-sheet";
import { UpgradeSection } from "../components/platforms/upgrade-section";
import { StandingLine } from "../components/standing-line";
import { localeOfPath } from "#common/locale";
import { fill, messagesOf } from "../i18n/messages";
import { useLocale } from "../i18n/use-locale";
import { cpuPageData } from "../pages/pages.server";
import { cpuCardPath } from "../images/card-paths";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/cpu";

export const loader = (args: Route.LoaderArgs) => cpuPageData(args);

export const meta: Route.MetaFunction = (args) => {
  const cpu = args.data?.cpu;
  const locale = localeOfPath(args.location.pathname);
  const t = messagesOf(args.matches);
  const name = cpu ? (locale === "zh" ? cpu.nameZh : cpu.name) : "";
  const title = cpu ? `${name} ${t.cpu.titleSuffix}` : t.error.notFoundTitle;
  const description = cpu
    ? fill(t.cpu.description, {
        name,
        cores: cpu.cores,
        threads: cpu.threads,
        boost: formatClock(cpu.boostClockMhz, locale),
        l3: formatCache(cpu.l3Kib, locale),
        tdp: formatPower(cpu.tdpW, locale),
      })
    : "";
  const base = localizedMeta(args, () => ({ title, description }), cpu ? cpuCardPath(cpu) : undefined);
  if (!cpu) return base;
  const root = args.matches.find((m) => m?.id === "root")?.data as { config?: { siteOrigin: string } } | undefined;
  const origin = root?.config?.siteOrigin ?? "";
  return [
    ...base,
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: t.siteName },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { "script:ld+json": productJsonLd(cpu, locale, t, origin, description) },
    { "script:ld+json": breadcrumbJsonLd(detailCrumbs(cpu, locale, t), origin) },
  ];
};

export default function CpuDetailPage() {
  const { cpu, comparisons, family, predecessor, successor, rival, provenance, upgrade, socketPage, standing } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  const groups = useMemo(() => buildSpecSheet(cpu, locale, t, socketPage), [cpu, locale, t, socketPage]);
  return (
    <article className="detail">
      <Breadcrumbs crumbs={detailCrumbs(cpu, locale, t)} />
      <DetailHeader cpu={cpu} />
      <KeyFacts cpu={cpu} />
      {standing ? <StandingLine standing={standing} /> : null}
      <CompareWith cpu={cpu} rival={rival?.cpu ?? null} predecessor={predecessor} successor={successor} />
      <SpecSheet groups={groups} />
      <BenchmarkCharts cpu={cpu} comparisons={comparisons} family={family} />
      {upgrade ? <UpgradeSection cpu={cpu} upgrade={upgrade} /> : null}
      <Related cpu={cpu} family={family} predecessor={predecessor} successor={successor} rival={rival} />
      <Provenance provenance={provenance} vendor={cpu.vendor} />
    </article>
  );
}
