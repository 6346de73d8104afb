import { Link, useLoaderData } from "react-router";
import { apiDocsView } from "../api/api-docs-view.server";
import { ApiEndpoint } from "../components/api-docs/api-endpoint";
import { runtimeConfig } from "../config.server";
import { localeOfPath } from "#common/locale";
import { fill } from "../i18n/messages";
import { useLocale } from "../i18n/use-locale";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/api-docs";
import stylesHref from "../styles/api-docs.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

// The open data API explained for people, from the OpenAPI document (app/api/api-docs-view.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => ({
  view: apiDocsView(localeOfPath(new URL(request.url).pathname)),
  origin: runtimeConfig().siteOrigin,
});

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.apiDocs);

export default function ApiDocs() {
  const { view, origin } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  const [before, after] = fill(t.apiDocs.document, { path: "\u0000" }).split("\u0000");
  const etagExample = `etag=$(curl -sI '${origin}/api/cpus' | sed -n 's/^etag: //Ip' | tr -d '\\r')\ncurl -i -H "If-None-Match: $etag" '${origin}/api/cpus'`;
  return (
    <article className="api-docs">
      <h1>{t.apiDocs.heading}</h1>
      <p>{view.intro}</p>
      <p>
        {before}
        <a href={view.documentPath}>
          <code>{view.documentPath}</code>
        </a>
        {after}
      </p>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents">{t.apiDocs.contents}</h2>
        <ul>
          {view.endpoints.map((e) => (
            <li key={e.id}>
              <Link to={`#${e.id}`}>
                <code>{`GET ${e.path}`}</code>
              </Link>
              {` ${e.summary}`}
            </li>
          ))}
        </ul>
      </nav>
      {view.endpoints.map((e) => (
        <ApiEndpoint key={e.id} endpoint={e} origin={origin} t={t} />
      ))}
      <section aria-labelledby="api-other">
        <h2 id="api-other">{t.apiDocs.unknown}</h2>
        <p>
          <code>GET /api/…</code> → <strong>{view.unknownEndpoint.status}</strong> {view.unknownEndpoint.description} (
          <code>{view.unknownEndpoint.body}</code>)
        </p>
      </section>
      <section aria-labelledby="api-caching">
        <h2 id="api-caching">{t.apiDocs.caching}</h2>
        <p>{t.apiDocs.cachingText}</p>
        <pre>
          <code>{etagExample}</code>
        </pre>
      </section>
    </article>
  );
}
