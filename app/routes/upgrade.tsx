import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page";
import { UpgradeView } from "../components/platforms/upgrade-view";
import { localeOfPath } from "#common/locale";
import { fill } from "../i18n/messages";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";
import { upgradePageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/upgrade";
import stylesHref from "../styles/upgrade.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const loader = (args: Route.LoaderArgs) => upgradePageData(args);

/** One canonical page per processor (`?from=`); filtered views point to it. */
export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const from = page && page.kind !== "picker" ? page.from : null;
  const pathname = from ? `${args.location.pathname}?from=${from.vendor}/${from.id}` : args.location.pathname;
  return localizedMeta({ ...args, location: { pathname } }, (t) => {
    const name = from ? (localeOfPath(args.location.pathname) === "zh" ? from.nameZh : from.name) : "";
    return from
      ? {
          title: `${fill(t.upgrade.titleFrom, { name })} — ${t.siteName}`,
          description: fill(t.upgrade.descriptionFrom, { name }),
        }
      : { title: `${t.upgrade.title} — ${t.siteName}`, description: t.upgrade.description };
  });
};

export default function Upgrade() {
  return <UpgradeView page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { locale, t } = useLocale();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <title>{`400 ${t.upgrade.badRequestTitle}`}</title>
        <p className="error-status">400</p>
        <h1 id="error-title">{t.upgrade.badRequestTitle}</h1>
        <p className="error-message">{typeof error.data === "string" ? error.data : error.statusText}</p>
        <p>
          <Link to={pageHref("upgrade", locale)}>{t.upgrade.back}</Link>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error))
    return <ErrorPage status={error.status} message={typeof error.data === "string" ? error.data : error.statusText} />;
  return <ErrorPage status={500} message="" />;
}
