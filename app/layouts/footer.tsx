import { Link, useRouteLoaderData } from "react-router";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";
import type { RootData } from "../root-data";

/**
 * The sources and counts as the catalogue holds them (the root loader's, worded in both
 * languages, since the root data is loaded once), and links to the methodology page and the API.
 */
export function Footer() {
  const { locale, t } = useLocale();
  const sources = useRouteLoaderData<RootData>("root")?.sources?.[locale] ?? t.footer.sourcesUnknown;
  return (
    <footer className="site-footer">
      <p data-testid="footer-sources">{sources}</p>
      <p>
        <Link to={pageHref("about", locale)}>{t.footer.about}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={pageHref("api-docs", locale)}>{t.footer.apiDocs}</Link>
        <span aria-hidden="true"> · </span>
        {t.footer.rights}
      </p>
    </footer>
  );
}
