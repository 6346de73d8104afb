// One endpoint of the /api page: what it does, its parameters, statuses and live examples.
import type { ApiDocsEndpoint } from "../../api/api-docs-view.server";
import type { Messages } from "../../i18n/zh";
import { TableScroll } from "../table-scroll";
import { TableHead } from "../table-head";

type Props = { endpoint: ApiDocsEndpoint; origin: string; t: Messages };

export function ApiEndpoint({ endpoint, origin, t }: Props) {
  const headingId = `${endpoint.id}-heading`;
  return (
    <section id={endpoint.id} aria-labelledby={headingId} className="api-endpoint">
      <h2 id={headingId}>
        <code>{`GET ${endpoint.path}`}</code>
      </h2>
      <p>
        <strong>{endpoint.summary}</strong>
      </p>
      <p>{endpoint.description}</p>
      {endpoint.parameters.length > 0 && (
        <TableScroll label={`${t.apiDocs.parameters}: GET ${endpoint.path}`}>
          <table className="spec-table api-table">
            <caption>{t.apiDocs.parameters}</caption>
            <TableHead columns={[t.apiDocs.parameter, t.apiDocs.values, t.apiDocs.meaning]} />
            <tbody>
              {endpoint.parameters.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    <code>{p.name}</code>
                    {p.where === "path" && <span className="api-note"> ({t.apiDocs.inPath})</span>}
                    {p.repeatable && <span className="api-note"> ({t.apiDocs.repeatable})</span>}
                  </th>
                  <td>
                    <code>{p.values}</code>
                  </td>
                  <td>{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <TableScroll label={`${t.apiDocs.responses}: GET ${endpoint.path}`}>
        <table className="spec-table api-table">
          <caption>{t.apiDocs.responses}</caption>
          <TableHead columns={[t.apiDocs.status, t.apiDocs.meaning, t.apiDocs.body]} />
          <tbody>
            {endpoint.responses.map((r) => (
              <tr key={r.status}>
                <th scope="row">{r.status}</th>
                <td>{r.description}</td>
                <td>{r.body ? <code>{r.body}</code> : t.apiDocs.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {endpoint.examples.length > 0 && (
        <>
          <h3>{t.apiDocs.examples}</h3>
          <ul className="api-examples">
            {endpoint.examples.map((e) => (
              <li key={e.url}>
                <p>
                  {e.summary} → <strong>{e.status}</strong>
                </p>
                <pre>
                  <code>{`curl ${endpoint.path.endsWith(".csv") ? "-OJ " : ""}'${origin}${e.url}'`}</code>
                </pre>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
