import { useLoaderData } from "react-router";
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
import { messagesOf } from "../i18n/messages";
import { cpuPageData } from "../pages/pages.server";
import { detailView } from "../pages/views.server";
import { cpuCardPath } from "../images/card-paths";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/cpu";
import stylesHref from "../styles/detail.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export async function loader(args: Route.LoaderArgs) {
  const page = await cpuPageData(args);
  return { ...page, view: detailView(page, localeOfPath(new URL(args.request.url).pathname)) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.data;
  const locale = localeOfPath(args.location.pathname);
  const t = messagesOf(args.matches);
  const cpu = data?.cpu;
  const title = cpu ? `${locale === "zh" ? cpu.nameZh : cpu.name} ${t.cpu.titleSuffix}` : t.error.notFoundTitle;
  const description = data?.view.description ?? "";
  const base = localizedMeta(args, () => ({ title, description }), cpu ? cpuCardPath(cpu) : undefined);
  if (!data || !cpu) return base;
  return [
    ...base,
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: t.siteName },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...data.view.jsonLd.map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
};

export default function CpuDetailPage() {
  const { cpu, comparisons, family, predecessor, successor, rival, provenance, upgrade, standing, view } =
    useLoaderData<typeof loader>();
  return (
    <article className="detail">
      <Breadcrumbs crumbs={view.crumbs} />
      <DetailHeader cpu={cpu} />
      <KeyFacts cpu={cpu} />
      {standing ? <StandingLine standing={standing} /> : null}
      <CompareWith cpu={cpu} rival={rival?.cpu ?? null} predecessor={predecessor} successor={successor} />
      <SpecSheet groups={view.specSheet} />
      <BenchmarkCharts
        cpu={cpu}
        comparisons={comparisons}
        charts={view.benchmarkCharts}
        series={view.seriesChart}
        withheld={view.withheldFigure}
      />
      {upgrade ? <UpgradeSection cpu={cpu} upgrade={upgrade} /> : null}
      <Related cpu={cpu} family={family} predecessor={predecessor} successor={successor} rival={rival} />
      <Provenance provenance={provenance} vendor={cpu.vendor} />
    </article>
  );
}
