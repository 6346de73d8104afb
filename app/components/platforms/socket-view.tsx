// The socket page: what the platform is, its chipsets, memory and PCIe per generation, and
// the processors that fit, ranked by measured Geekbench 6 multi-core.
import { Link } from "react-router";
import type { SocketPage } from "../../catalog/platform-pages/types";
import { platformName } from "../../catalog/platform-pages/names";
import { generationText } from "../../pages/platform-wording";
import { formatInteger, formatLaunchDate } from "../../catalog/format";
import { formatSpeedMts } from "../../catalog/detail/units";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";
import { cpuPath } from "../cpu-link";
import { ChipsetsTable } from "./chipsets-table";
import { TableScroll } from "../table-scroll";
import { TableHead, num } from "../table-head";

export function SocketView({ page }: { page: SocketPage }) {
  const { locale, t } = useLocale();
  const s = t.socket;
  const { platform, chipsets, generations, processors, span } = page;
  return (
    <article className="platform-page">
      <h1>{platformName(platform, locale)}</h1>
      <p className="muted">
        {fill(s.facts, { socket: platform.socket, launch: formatLaunchDate(platform.launch, locale) })}
        {span ? (
          <>
            {" "}
            · {fill(s.span, { first: formatLaunchDate(span.first, locale), last: formatLaunchDate(span.last, locale) })}
          </>
        ) : null}
      </p>
      <section aria-labelledby="chipsets">
        <h2 id="chipsets">{s.chipsets}</h2>
        {chipsets.length > 0 ? (
          <>
            <p className="muted">{s.chipsetsIntro}</p>
            <ChipsetsTable chipsets={chipsets} locale={locale} t={t} />
          </>
        ) : (
          <p className="notice">{s.chipsetsNotListed}</p>
        )}
      </section>
      {generations.length > 0 ? (
        <section aria-labelledby="memory-pcie">
          <h2 id="memory-pcie">{s.memoryPcie}</h2>
          <p className="muted">{s.memoryPcieIntro}</p>
          <TableScroll labelledBy="memory-pcie">
            <table className="cpu-table platform-table">
              <TableHead columns={[s.generation, s.memoryTypes, s.memorySpeed, s.pcieVersion, s.pcieLanes]} />
              <tbody>
                {generations.map((g) => (
                  <tr key={g.id}>
                    <th scope="row" className="wrap">
                      {generationText(g, locale, t)}
                    </th>
                    <td>{g.memoryTypes.join(", ") || s.none}</td>
                    <td>{g.memoryMaxSpeedMts === null ? s.none : formatSpeedMts(g.memoryMaxSpeedMts, locale)}</td>
                    <td>{g.pcieVersion ?? s.none}</td>
                    <td>{g.pcieLanes === null ? s.none : formatInteger(g.pcieLanes, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}
      <section aria-labelledby="processors">
        <h2 id="processors">{fill(s.processors, { count: processors.length })}</h2>
        {processors.length === 0 ? (
          <p className="muted">{s.noProcessors}</p>
        ) : (
          <>
            <p className="muted">{s.processorsIntro}</p>
            <TableScroll labelledBy="processors">
              <table className="cpu-table platform-table">
                <TableHead columns={[s.rank, s.model, num(s.multi), num(s.single), s.launched, s.segment]} />
                <tbody>
                  {processors.map((p, i) => (
                    <tr key={`${p.vendor}/${p.id}`} data-vendor={p.vendor}>
                      <td>{p.gb6Multi === null ? s.none : i + 1}</td>
                      <th scope="row">
                        <Link to={cpuPath(p, locale)}>{locale === "zh" ? p.nameZh : p.name}</Link>
                      </th>
                      <td className="num">{p.gb6Multi === null ? s.none : formatInteger(p.gb6Multi, locale)}</td>
                      <td className="num">{p.gb6Single === null ? s.none : formatInteger(p.gb6Single, locale)}</td>
                      <td>{formatLaunchDate(p.launchDate, locale)}</td>
                      <td>{t.segment[p.segment]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>
      <section aria-labelledby="sources">
        <h2 id="sources">{s.sources}</h2>
        <ul className="source-list">
          {platform.sources.map((url) => (
            <li key={url}>
              <a href={url} rel="noopener noreferrer">
                {url}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
