import { useMemo } from "react";
import { isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import { compareHref } from "../catalog/compare/compare-ids";
import { buildCompareGroups, onlyDifferences } from "../catalog/compare/compare-rows";
import { compareEtag, comparePageData } from "../catalog/compare.server";
import { matchesEtag } from "../catalog/library/api-responses.server";
import { withCatalogue } from "../catalog/unavailable.server";
import { compareChartSpecs } from "../charts/compare-charts";
import { CompareAdd } from "../components/compare/compare-add";
import { CompareHeads } from "../components/compare/compare-heads";
import { CompareTable } from "../components/compare/compare-table";
import { BarChartFigure } from "../components/detail/bar-chart-figure";
import { ErrorPage } from "../components/error-page";
import { localeOfPath } from "../i18n/locale";
import { fill, messagesFor } from "../i18n/messages";
import { useLocale } from "../i18n/use-locale";
import { localizePath } from "../i18n/paths";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/compare";

/**
 * A client that has this data version gets 304. Not for a browser's page load: its 304
 * would keep the cached HTML, whose CSP nonce no longer matches the new response's policy.
 */
const notModified: Route.MiddlewareFunction = async ({ request }, next) => {
  const page = request.headers.get("Sec-Fetch-Dest") === "document" || (request.headers.get("Accept") ?? "").includes("text/html");
  const ifNoneMatch = request.headers.get("If-None-Match");
  // The catalogue is read inside its guard: unavailable, this is a 503 (Retry-After), not a 500.
  const etag = page || !ifNoneMatch ? null : await withCatalogue(async () => compareEtag());
  if (etag && matchesEtag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers: { ETag: etag } });
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [notModified];

export const loader = ({ request }: Route.LoaderArgs) => comparePageData(new URL(request.url));

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Toggling "differences only" changes the view, not the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameIds = currentUrl.searchParams.getAll("ids").join() === nextUrl.searchParams.getAll("ids").join();
  const sameAdd = !nextUrl.searchParams.has("add");
  return currentUrl.pathname === nextUrl.pathname && sameIds && sameAdd ? false : defaultShouldRevalidate;
}

/** The canonical URL names the processors (in their canonical form), so each comparison is its own page. */
export const meta: Route.MetaFunction = (args) => {
  const cpus = args.data?.cpus ?? [];
  const canonical = compareHref(args.location.pathname, cpus);
  return localizedMeta({ ...args, location: { pathname: canonical } }, (t) => {
    const locale = localeOfPath(args.location.pathname);
    const names = cpus.map((c) => (locale === "zh" ? c.nameZh : c.name));
    return { title: names.length > 0 ? fill(t.compare.titleWith, { names: names.join(" vs ") }) : t.compare.title, description: t.compare.description };
  });
};

export default function Compare() {
  const { cpus, duplicates, notFound } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  const { pathname, search } = useLocation();
  const differencesOnly = new URLSearchParams(search).get("diff") === "1";
  const keep: Record<string, string> = differencesOnly ? { diff: "1" } : {};
  const refs = useMemo(() => cpus.map((c) => ({ vendor: c.vendor, id: c.id })), [cpus]);
  const groups = useMemo(() => buildCompareGroups(cpus, locale, t), [cpus, locale, t]);
  const charts = useMemo(() => compareChartSpecs(cpus, locale, t), [cpus, locale, t]);
  const shown = differencesOnly ? onlyDifferences(groups) : groups;
  const key = refs.map((r) => `${r.vendor}/${r.id}`).join(",");
  return (
    <article className="compare">
      <h1>{t.compare.heading}</h1>
      <p className="muted">{cpus.length >= 2 ? t.compare.intro : t.compare.pickMore}</p>
      {duplicates > 0 ? <p className="notice">{t.compare.duplicates}</p> : null}
      {notFound ? <p className="notice">{fill(t.compare.addNotFound, { query: notFound })}</p> : null}
      <CompareHeads cpus={cpus} comparePath={pathname} keep={keep} locale={locale} t={t} />
      <CompareAdd key={key} refs={refs} comparePath={pathname} keep={keep} locale={locale} t={t} />
      {cpus.length > 0 ? (
        <section aria-labelledby="compare-specs">
          <div className="compare-toolbar">
            <h2 id="compare-specs">{t.detail.specSheet}</h2>
            <Link
              to={compareHref(pathname, refs, differencesOnly ? {} : { diff: "1" })}
              className="diff-toggle"
              data-on={differencesOnly}
              replace
              preventScrollReset
            >
              <span aria-hidden="true" className="diff-box">
                {differencesOnly ? "☑" : "☐"}
              </span>
              {t.compare.differencesOnly}
            </Link>
          </div>
          <CompareTable cpus={cpus} groups={shown} locale={locale} t={t} />
        </section>
      ) : null}
      {cpus.length >= 2 ? (
        <section aria-labelledby="compare-charts">
          <h2 id="compare-charts">{t.compare.charts}</h2>
          {charts.length === 0 ? <p className="muted">{t.compare.noSharedTests}</p> : null}
          <div className="chart-grid">
            {charts.map((spec) => (
              <BarChartFigure key={`${locale}/${key}/${spec.id}`} spec={spec} summary={`${spec.title}. ${spec.bars.map((b) => `${b.label}: ${b.valueText}`).join("; ")}`} />
            ))}
          </div>
          <p className="muted">{t.compare.share}</p>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const t = messagesFor(locale);
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <title>{`400 ${t.compare.badRequestTitle}`}</title>
        <p className="error-status">400</p>
        <h1 id="error-title">{t.compare.badRequestTitle}</h1>
        <p className="error-message">{typeof error.data === "string" ? error.data : error.statusText}</p>
        <p>
          <Link to={localizePath("/compare", locale)}>{t.compare.backToCompare}</Link>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={typeof error.data === "string" ? error.data : error.statusText} />;
  return <ErrorPage status={500} message="" />;
}
