import { Link, NavLink, useLocation } from "react-router";
import { SiteSearch } from "../components/search-suggest/site-search";
import { LanguageSwitch } from "../components/language-switch";
import { ThemeSwitch } from "../components/theme-switch";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";

export function Header() {
  const { locale, t } = useLocale();
  // The home page has the search box in its hero: one box per page.
  const onHome = useLocation().pathname === pageHref("home", locale);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.nav.skipToContent}
      </a>
      <Link to={pageHref("home", locale)} className="brand" aria-label={t.siteName}>
        <span aria-hidden="true" className="brand-mark">
          ◆
        </span>
        {t.siteName}
      </Link>
      <nav aria-label={t.nav.primary} className="primary-nav">
        <NavLink to={pageHref("home", locale)} end>
          {t.nav.home}
        </NavLink>
        <NavLink to={pageHref("lib", locale)}>{t.nav.library}</NavLink>
      </nav>
      {onHome ? null : <SiteSearch inputId="site-search" className="header-search" locale={locale} t={t} />}
      <div className="header-tools">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </header>
  );
}
