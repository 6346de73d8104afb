import { Form, Link, NavLink } from "react-router";
import { LanguageSwitch } from "../components/language-switch";
import { ThemeSwitch } from "../components/theme-switch";
import { localizePath } from "#common/locale-paths";
import { useLocale } from "../i18n/use-locale";

export function Header() {
  const { locale, t } = useLocale();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.nav.skipToContent}
      </a>
      <Link to={localizePath("/", locale)} className="brand" aria-label={t.siteName}>
        <span aria-hidden="true" className="brand-mark">
          ◆
        </span>
        {t.siteName}
      </Link>
      <nav aria-label={t.nav.primary} className="primary-nav">
        <NavLink to={localizePath("/", locale)} end>
          {t.nav.home}
        </NavLink>
        <NavLink to={localizePath("/lib", locale)}>{t.nav.library}</NavLink>
      </nav>
      <Form method="get" action={localizePath("/lib", locale)} role="search" aria-label={t.search.landmark} className="header-search">
        <label htmlFor="site-search" className="visually-hidden">
          {t.search.label}
        </label>
        <input id="site-search" type="search" name="q" placeholder={t.search.placeholder} autoComplete="off" />
        <button type="submit">{t.search.submit}</button>
      </Form>
      <div className="header-tools">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </header>
  );
}
