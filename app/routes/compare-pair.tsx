import { data, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { compareEtagHeaders } from "../pages/compare-etag.server";
import { pairPageData } from "../pages/pages.server";
import { pairView } from "../pages/views.server";
import type { CpuDetail } from "#catalogue/types";
import { RouteError } from "../components/route-error";
import { CompareView } from "../components/compare/compare-view";
import { localeOfPath, type Locale } from "#common/locale";
import { fill, fittingTitle, messagesOf } from "../i18n/messages";
import { pageHref } from "#common/page-href";
import { useLocale } from "../i18n/use-locale";
import { pairCardPath } from "../images/card-paths";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/compare-pair";
import stylesHref from "../styles/compare.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export async function loader(args: Route.LoaderArgs) {
  const page = await pairPageData(args);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const view = pairView(
    page.cpus,
    page.caveats,
    page.verdict,
    locale,
    pageHref("compare-pair", { pair: args.params.pair }, locale),
  );
  return data({ ...page, view }, { headers: await compareEtagHeaders() });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Toggling "differences only" changes the view, not the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const namesIn = (cpus: readonly CpuDetail[], locale: Locale) =>
  cpus.map((c) => (locale === "zh" ? c.nameZh : c.name)) as [string, string];

export const meta: Route.MetaFunction = (args) => {
  const cpus = args.data?.cpus;
  const locale = localeOfPath(args.location.pathname);
  const t = messagesOf(args.matches);
  const [a, b] = cpus ? namesIn(cpus, locale) : ["", ""];
  const title = fittingTitle([fill(t.pair.title, { a, b }), fill(t.pair.titleShort, { a, b })]);
  const description = fill(t.pair.description, { a, b });
  const base = localizedMeta(
    args,
    () => ({ title, description }),
    cpus && args.params.pair ? pairCardPath(args.params.pair) : undefined,
  );
  if (!cpus || !args.data || args.error) return base;
  return [...base, { property: "og:site_name", content: t.siteName }, { "script:ld+json": args.data.view.jsonLd }];
};

export default function ComparePair() {
  const { cpus, standings, view, verdict } = useLoaderData<typeof loader>();
  const differencesOnly = new URLSearchParams(useLocation().search).get("diff") === "1";
  const { locale, t } = useLocale();
  const names = namesIn(cpus, locale);
  return (
    <article className="compare compare-pair">
      <h1>{fill(t.pair.heading, { a: names[0], b: names[1] })}</h1>
      <section className="verdict" aria-labelledby="verdict">
        <h2 id="verdict">{t.pair.verdict}</h2>
        {view.verdictSentences.length > 0 ? (
          <ul className="verdict-list">
            {view.verdictSentences.map((s, i) => (
              <li key={`${verdict[i]!.kind}-${i}`}>{s}</li>
            ))}
          </ul>
        ) : (
          <p>{t.pair.noData}</p>
        )}
        <p className="muted">{t.pair.verdictNote}</p>
      </section>
      <p className="muted">{t.compare.intro}</p>
      <CompareView
        cpus={cpus}
        standings={standings}
        groups={view.groups}
        charts={view.charts}
        comparePath={pageHref("compare", locale)}
        differencesOnly={differencesOnly}
      />
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError page="compare" />;
}
