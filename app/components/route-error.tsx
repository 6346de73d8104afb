// A form page's error page (compare, upgrade): a malformed query (400) says what is wrong and
// leads back to the empty form; anything else is the site's error page.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";
import type { Messages } from "../i18n/zh";
import { ErrorPage } from "./error-page";

/** The page kind the 400 leads back to, and its texts. */
type FormPage = "compare" | "upgrade";
const texts = (page: FormPage, t: Messages) =>
  page === "compare"
    ? { title: t.compare.badRequestTitle, back: t.compare.backToCompare }
    : { title: t.upgrade.badRequestTitle, back: t.upgrade.back };

export function RouteError({ page }: { page: FormPage }) {
  const error = useRouteError();
  const { locale, t } = useLocale();
  const message = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : error.statusText) : "";
  if (isRouteErrorResponse(error) && error.status === 400) {
    const { title, back } = texts(page, t);
    return (
      <section className="error-page" aria-labelledby="error-title">
        <title>{`400 ${title}`}</title>
        <p className="error-status">400</p>
        <h1 id="error-title">{title}</h1>
        <p className="error-message">{message}</p>
        <p>
          <Link to={pageHref(page, locale)}>{back}</Link>
        </p>
      </section>
    );
  }
  return isRouteErrorResponse(error) ? (
    <ErrorPage status={error.status} message={message} />
  ) : (
    <ErrorPage status={500} message="" />
  );
}
