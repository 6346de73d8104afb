import { useLoaderData } from "react-router";
import { formatCache, formatClock, formatLaunchDate, formatPower } from "../catalog/format";
import { cpuPageData } from "../catalog/pages.server";
import { fill } from "../i18n/messages";
import { useLocale } from "../i18n/use-locale";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/cpu";

export const loader = ({ params, request }: Route.LoaderArgs) => cpuPageData(params, new URL(request.url).pathname);

export const meta: Route.MetaFunction = (args) =>
  localizedMeta(args, (t) => {
    const cpu = args.data?.cpu;
    if (!cpu) return { title: t.error.notFoundTitle, description: "" };
    const zh = args.location.pathname.startsWith("/en") ? false : true;
    const name = zh ? cpu.nameZh : cpu.name;
    const locale = zh ? "zh" : "en";
    return {
      title: `${name} ${t.cpu.titleSuffix}`,
      description: fill(t.cpu.description, {
        name,
        cores: cpu.cores,
        threads: cpu.threads,
        boost: formatClock(cpu.boostClockMhz, locale),
        l3: formatCache(cpu.l3Kib, locale),
        tdp: formatPower(cpu.tdpW, locale),
      }),
    };
  });

export default function CpuDetailPage() {
  const { cpu } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  return (
    <article>
      <h1>{locale === "zh" ? cpu.nameZh : cpu.name}</h1>
      <p>
        {t.vendor[cpu.vendor]} · {t.segment[cpu.segment]} · {formatLaunchDate(cpu.launchDate, locale)}
      </p>
      <h2>{t.cpu.specs}</h2>
      <dl className="spec-list">
        <dt>{t.cpu.coresThreads}</dt>
        <dd>
          {cpu.cores} / {cpu.threads}
        </dd>
        <dt>{t.cpu.boostClock}</dt>
        <dd>{formatClock(cpu.boostClockMhz, locale)}</dd>
        <dt>{t.cpu.l3}</dt>
        <dd>{formatCache(cpu.l3Kib, locale)}</dd>
        <dt>{t.cpu.tdp}</dt>
        <dd>{formatPower(cpu.tdpW, locale)}</dd>
      </dl>
    </article>
  );
}
