// Catalogue statistics, the families of each vendor (entry points into the library) and
// the newest releases.
import { Link } from "react-router";
import { formatClock, formatInteger, formatLaunchDate } from "../../catalog/format";
import type { CatalogueStats, FamilyCount } from "../../catalog/queries.server";
import type { CpuSummary } from "#catalogue/types";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { Messages } from "../../i18n/zh";
import { CpuLink } from "../cpu-link";

type Props = { stats: CatalogueStats; families: FamilyCount[]; newest: CpuSummary[]; locale: Locale; t: Messages };

export function CatalogueOverview({ stats, families, newest, locale, t }: Props) {
  const libraryPath = pageHref("lib", locale);
  const figures: Array<[string, number]> = [
    [t.home.statTotal, stats.total],
    [t.home.statAmd, stats.amd],
    [t.home.statIntel, stats.intel],
    [t.home.statBenchmarked, stats.withBenchmarks],
  ];
  return (
    <>
      <section aria-labelledby="stats-title" className="home-stats">
        <h2 id="stats-title">{t.home.stats}</h2>
        <dl className="stat-grid">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatInteger(value, locale)}</dd>
            </div>
          ))}
        </dl>
        {stats.dataUpdated ? (
          <p className="muted">{fill(t.home.statUpdated, { date: formatLaunchDate(stats.dataUpdated, locale) })}</p>
        ) : null}
      </section>
      <section aria-labelledby="newest-title">
        <h2 id="newest-title">{t.home.newest}</h2>
        <ul className="cpu-grid">
          {newest.map((cpu) => (
            <li key={`${cpu.vendor}/${cpu.id}`} className="cpu-card" data-vendor={cpu.vendor}>
              <CpuLink cpu={cpu} locale={locale}>
                {locale === "zh" ? cpu.nameZh : cpu.name}
              </CpuLink>
              <span>
                {t.vendor[cpu.vendor]} · {t.segment[cpu.segment]} · {formatLaunchDate(cpu.launchDate, locale)}
              </span>
              <span>
                {cpu.cores}C/{cpu.threads}T · {formatClock(cpu.boostClockMhz, locale)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="families-title">
        <h2 id="families-title">{t.home.families}</h2>
        <div className="family-columns">
          {(["amd", "intel"] as const).map((vendor) => (
            <div key={vendor} data-vendor={vendor} className="family-column">
              <h3>{t.vendor[vendor]}</h3>
              <ul className="family-list">
                {families
                  .filter((f) => f.vendor === vendor)
                  .map((f) => (
                    <li key={f.family}>
                      <Link to={`${libraryPath}?vendor=${vendor}&family=${encodeURIComponent(f.family)}`}>
                        {locale === "zh" ? f.familyZh : f.family}
                      </Link>
                      <span className="muted">
                        {fill(t.home.familyCount, { count: f.count })}
                        {f.latestYear ? ` · ${fill(t.home.familyLatest, { year: f.latestYear })}` : ""}
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
