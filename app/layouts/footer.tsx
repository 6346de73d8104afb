import { Link } from "react-router";
import { localizePath } from "#common/locale-paths";
import { useLocale } from "../i18n/use-locale";

export function Footer() {
  const { locale, t } = useLocale();
  return (
    <footer className="site-footer">
      <p>{t.footer.sources}</p>
      <p>
        <Link to={`${localizePath("/", locale)}#about`}>{t.placeholders.about}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={localizePath("/api", locale)}>{t.footer.apiDocs}</Link>
        <span aria-hidden="true"> · </span>
        {t.footer.rights}
      </p>
    </footer>
  );
}
