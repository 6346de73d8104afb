// The compare pages' error page: a malformed id list or pair (400) says what is wrong and
// leads back to an empty comparison; anything else is the site's error page.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { pageHref } from "#common/page-href";
import { useLocale } from "../../i18n/use-locale";
import { ErrorPage } from "../error-page";

export function CompareError() {
  const error = useRouteError();
  const { locale, t } = useLocale();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <title>{`400 ${t.compare.badRequestTitle}`}</title>
        <p className="error-status">400</p>
        <h1 id="error-title">{t.compare.badRequestTitle}</h1>
        <p className="error-message">{typeof error.data === "string" ? error.data : error.statusText}</p>
        <p>
          <Link to={pageHref("compare", locale)}>{t.compare.backToCompare}</Link>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error))
    return <ErrorPage status={error.status} message={typeof error.data === "string" ? error.data : error.statusText} />;
  return <ErrorPage status={500} message="" />;
}
