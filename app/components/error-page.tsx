import { Link } from "react-router";
import { localizePath } from "../i18n/paths";
import { useLocale } from "../i18n/use-locale";

export function errorTitle(status: number): "Page Not Found" | "Internal Server Error" {
  return status === 404 ? "Page Not Found" : "Internal Server Error";
}

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { locale, t } = useLocale();
  const title = errorTitle(status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${status} ${title}`}</title>
      <p className="error-status">{status}</p>
      <h1 id="error-title">{title}</h1>
      {message ? <p className="error-message">{message}</p> : null}
      <p>
        <Link to={localizePath("/", locale)}>{t.error.backHome}</Link>
      </p>
    </section>
  );
}
