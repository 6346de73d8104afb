import { useState } from "react";
import { Link, useLoaderData, useNavigation } from "react-router";
import type { CpuSuggestion } from "../catalog/suggestion";
import { CatalogueOverview } from "../components/home/catalogue-overview";
import { WhatsInMyComputer } from "../components/home/whats-in-my-computer";
import { SiteSearch } from "../components/search-suggest/site-search";
import { LadderView } from "../components/home/ladder-view";
import { LadderShare } from "../components/share/ladder-share";
import { ladderSearch } from "../catalog/ladder/ladder-state";
import { fill } from "../i18n/messages";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";
import { homePageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/home";
import stylesHref from "../styles/home.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const loader = (args: Route.LoaderArgs) => homePageData(args);

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.home);

export default function Home() {
  const { stats, newest, families, ladder } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  const navigation = useNavigation();
  const homePath = pageHref("home", locale);
  const busy = navigation.state === "loading" && navigation.location.pathname === homePath;
  // The processor Enter opens in the search box, named by the hint under it.
  const [enterTarget, setEnterTarget] = useState<CpuSuggestion | null>(null);
  return (
    <div className="home" aria-busy={busy}>
      <nav aria-label={t.nav.breadcrumb} className="breadcrumbs">
        <ol>
          <li aria-current="page">{t.placeholders.home}</li>
        </ol>
      </nav>
      <section className="hero">
        <p className="eyebrow">{t.placeholders.welcome}</p>
        <h1>{t.home.heading}</h1>
        <p>
          {t.siteTagline} · {fill(t.home.catalogueCount, { count: stats.total })}
        </p>
        <h2 className="visually-hidden">{t.home.searchHeading}</h2>
        <SiteSearch
          inputId="home-search"
          className="home-search"
          locale={locale}
          t={t}
          onEnterTarget={setEnterTarget}
          describedBy="home-search-hint"
        />
        <p id="home-search-hint" className="site-search-hint">
          {enterTarget
            ? fill(t.home.searchHintOpens, { name: locale === "zh" ? enterTarget.nameZh : enterTarget.name })
            : t.home.searchHint}
        </p>
        <p className="hero-links">
          <Link to={pageHref("lib", locale)}>{t.home.browse}</Link>
          <Link to={pageHref("compare", locale)}>{t.home.compareCta}</Link>
        </p>
      </section>
      <WhatsInMyComputer locale={locale} t={t} />
      <LadderView {...ladder} homePath={homePath} locale={locale} t={t} />
      <LadderShare
        state={ladder.state}
        result={ladder.result}
        link={`${homePath}${ladderSearch(ladder.state)}`}
        locale={locale}
        t={t}
      />
      <CatalogueOverview stats={stats} families={families} newest={newest} locale={locale} t={t} />
      <section id="about" aria-labelledby="about-title" className="about">
        <h2 id="about-title">{t.placeholders.about}</h2>
        <p>
          <Link to={pageHref("about", locale)}>{t.footer.about}</Link>
        </p>
      </section>
    </div>
  );
}
