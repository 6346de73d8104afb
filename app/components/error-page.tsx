// The error page in the page's language. The specification's own texts ("Page Not Found",
// "Internal Server Error", "Page not found: {path}") stay verbatim: on zh pages beside the
// Chinese heading, marked as English.
import { Link } from "react-router";
import type { Messages } from "../i18n/zh";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";

function errorTitle(status: number): "Page Not Found" | "Internal Server Error" {
  return status === 404 ? "Page Not Found" : "Internal Server Error";
}

/** The heading in the page's language, the specification's title, and a sentence of explanation. */
export function errorTexts(status: number, t: Messages): { heading: string; spec: string; explain: string } {
  const notFound = status === 404;
  return {
    heading: notFound ? t.error.notFoundTitle : t.error.serverErrorTitle,
    spec: errorTitle(status),
    explain: notFound ? t.error.notFoundExplain : t.error.serverErrorExplain,
  };
}

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { locale, t } = useLocale();
  const { heading, spec, explain } = errorTexts(status, t);
  const english = locale === "en" ? undefined : "en";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${status} ${heading}`}</title>
      <p className="error-status">{status}</p>
      <h1 id="error-title">{heading}</h1>
      {heading !== spec ? (
        <p className="error-spec" lang={english}>
          {spec}
        </p>
      ) : null}
      <p>{explain}</p>
      {message ? (
        <p className="error-message" lang={english}>
          {message}
        </p>
      ) : null}
      <p>
        <Link to={pageHref("home", locale)}>{t.error.backHome}</Link>
      </p>
    </section>
  );
}
