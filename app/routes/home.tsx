import { Link, useLoaderData, useNavigation } from "react-router";
import { CatalogueOverview } from "../components/home/catalogue-overview";
import { HomeSearch } from "../components/home/home-search";
import { LadderView } from "../components/home/ladder-view";
import { fill } from "../i18n/messages";
import { localizePath } from "#common/locale-paths";
import { useLocale } from "../i18n/use-locale";
import { homePageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => homePageData(args);

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.home);

export default function Home() {
  const { stats, newest, families, ladder } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  const navigation = useNavigation();
  const homePath = localizePath("/", locale);
  const busy = navigation.state === "loading" && navigation.location.pathname === homePath;
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
        <HomeSearch locale={locale} t={t} />
        <p className="hero-links">
          <Link to={localizePath("/lib", locale)}>{t.home.browse}</Link>
          <Link to={localizePath("/compare", locale)}>{t.home.compareCta}</Link>
        </p>
      </section>
      <LadderView {...ladder} homePath={homePath} locale={locale} t={t} />
      <CatalogueOverview stats={stats} families={families} newest={newest} locale={locale} t={t} />
      <section id="about" aria-labelledby="about-title" className="about">
        <h2 id="about-title">{t.placeholders.about}</h2>
        <p>
          <Link to={localizePath("/about", locale)}>{t.footer.about}</Link>
        </p>
      </section>
    </div>
  );
}
