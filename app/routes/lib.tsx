import { Form, useLoaderData } from "react-router";
import { formatCache, formatClock, formatLaunchDate, formatPower } from "../catalog/format";
import { libraryPageData } from "../catalog/pages.server";
import { CpuLink } from "../components/cpu-link";
import { fill } from "../i18n/messages";
import { useLocale } from "../i18n/use-locale";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/lib";

export const loader = ({ request }: Route.LoaderArgs) => libraryPageData(new URL(request.url));

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.library);

export default function Library() {
  const { query, result } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  return (
    <>
      <h1>{t.library.heading}</h1>
      <Form method="get" role="search" className="library-search">
        <label htmlFor="lib-q">{t.search.label}</label>
        <input id="lib-q" type="search" name="q" defaultValue={query.q} placeholder={t.search.placeholder} />
        <button type="submit">{t.search.submit}</button>
      </Form>
      <p aria-live="polite">{fill(t.library.results, { count: result.total })}</p>
      {result.items.length === 0 ? (
        <p>{t.library.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="cpu-table">
            <tbody>
              {result.items.map((cpu) => (
                <tr key={`${cpu.vendor}/${cpu.id}`}>
                  <th scope="row">
                    <CpuLink cpu={cpu} locale={locale}>
                      {locale === "zh" ? cpu.nameZh : cpu.name}
                    </CpuLink>
                  </th>
                  <td>{t.vendor[cpu.vendor]}</td>
                  <td>{t.segment[cpu.segment]}</td>
                  <td>
                    {cpu.cores}/{cpu.threads}
                  </td>
                  <td>{formatClock(cpu.boostClockMhz, locale)}</td>
                  <td>{formatCache(cpu.l3Kib, locale)}</td>
                  <td>{formatPower(cpu.tdpW, locale)}</td>
                  <td>{formatLaunchDate(cpu.launchDate, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
