import { Link, useRouteLoaderData } from "react-router";
import { localizePath } from "#common/locale-paths";
import { footerSourcesText } from "../catalog/coverage-wording";
import { useLocale } from "../i18n/use-locale";
import type { loader as rootLoader } from "../root";

/** Sources and counts as the catalogue holds them (the root loader's coverage). */
export function useSourcesText(): string {
  const { locale, t } = useLocale();
  const coverage = useRouteLoaderData<typeof rootLoader>("root")?.coverage ?? null;
  return coverage ? footerSourcesText(coverage, locale, t) : t.footer.sourcesUnknown;
}

/** The sources line, and links to the methodology page and the API. */
export function Footer() {
  const { locale, t } = useLocale();
  const sources = useSourcesText();
  return (
    <footer className="site-footer">
      <p data-testid="footer-sources">{sources}</p>
      <p>
        <Link to={localizePath("/about", locale)}>{t.footer.about}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={localizePath("/api", locale)}>{t.footer.apiDocs}</Link>
        <span aria-hidden="true"> · </span>
        {t.footer.rights}
      </p>
    </footer>
  );
}
