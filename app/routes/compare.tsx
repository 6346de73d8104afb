import { data, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { compareHref } from "../catalog/compare/compare-ids";
import { compareEtagHeaders } from "../pages/compare-etag.server";
import { comparePageData } from "../pages/pages.server";
import { compareView } from "../pages/views.server";
import { CompareView } from "../components/compare/compare-view";
import { RouteError } from "../components/route-error";
import { localeOfPath } from "#common/locale";
import { fill, fittingTitle } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import { useLocale } from "../i18n/use-locale";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/compare";
import stylesHref from "../styles/compare.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export async function loader(args: Route.LoaderArgs) {
  const page = await comparePageData(args);
  const view = compareView(page.cpus, page.caveats, localeOfPath(new URL(args.request.url).pathname));
  return data({ ...page, view }, { headers: await compareEtagHeaders() });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Toggling "differences only" changes the view, not the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameIds = currentUrl.searchParams.getAll("ids").join() === nextUrl.searchParams.getAll("ids").join();
  const sameAdd = !nextUrl.searchParams.has("add");
  return currentUrl.pathname === nextUrl.pathname && sameIds && sameAdd ? false : defaultShouldRevalidate;
}

/** All the names when they fit, else the first ones and how many more. */
function compareTitle(t: Messages, names: readonly string[]): string {
  const shorter = names.slice(1).map((_, i) =>
    fill(t.compare.titleWithMore, {
      names: names.slice(0, names.length - 1 - i).join(" vs "),
      more: i + 1,
      count: names.length,
    }),
  );
  return fittingTitle([fill(t.compare.titleWith, { names: names.join(" vs ") }), ...shorter]);
}

/** The canonical URL names the processors (in their canonical form), so each comparison is its own page. */
export const meta: Route.MetaFunction = (args) => {
  const cpus = args.data?.cpus ?? [];
  const canonical = compareHref(args.location.pathname, cpus);
  return localizedMeta({ ...args, location: { pathname: canonical } }, (t) => {
    const locale = localeOfPath(args.location.pathname);
    const names = cpus.map((c) => (locale === "zh" ? c.nameZh : c.name));
    return { title: names.length > 0 ? compareTitle(t, names) : t.compare.title, description: t.compare.description };
  });
};

export default function Compare() {
  const { cpus, standings, view, duplicates, notFound } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  const { pathname, search } = useLocation();
  return (
    <article className="compare">
      <h1>{t.compare.heading}</h1>
      <p className="muted">{cpus.length >= 2 ? t.compare.intro : t.compare.pickMore}</p>
      {duplicates > 0 ? <p className="notice">{t.compare.duplicates}</p> : null}
      {notFound ? <p className="notice">{fill(t.compare.addNotFound, { query: notFound })}</p> : null}
      <CompareView
        cpus={cpus}
        standings={standings}
        groups={view.groups}
        charts={view.charts}
        comparePath={pathname}
        differencesOnly={new URLSearchParams(search).get("diff") === "1"}
      />
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError page="compare" />;
}
