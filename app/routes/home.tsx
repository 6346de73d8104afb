import { useLoaderData } from "react-router";
import { formatClock, formatLaunchDate } from "../catalog/format";
import { homePageData } from "../catalog/pages.server";
import { CpuLink } from "../components/cpu-link";
import { fill } from "../i18n/messages";
import { localizePath } from "../i18n/paths";
import { useLocale } from "../i18n/use-locale";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/home";

export const loader = () => homePageData();

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.home);

export default function Home() {
  const { stats, newest } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  return (
    <>
      <section className="hero">
        <p className="eyebrow">{t.placeholders.welcome}</p>
        <h1>{t.home.heading}</h1>
        <p>{t.siteTagline}</p>
        <p>{fill(t.home.catalogueCount, { count: stats.total })}</p>
        <a href={localizePath("/lib", locale)} className="button">
          {t.home.browse}
        </a>
      </section>
      <section aria-labelledby="newest-title">
        <h2 id="newest-title">{t.home.newest}</h2>
        <ul className="cpu-grid">
          {newest.map((cpu) => (
            <li key={`${cpu.vendor}/${cpu.id}`} className="cpu-card">
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
      <section id="about" aria-labelledby="about-title" className="about">
        <h2 id="about-title">{t.placeholders.about}</h2>
        <p>{t.footer.sources}</p>
      </section>
    </>
  );
}
