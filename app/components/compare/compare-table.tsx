// Every spec row of the compared processors side by side, the better value of a row marked
// (colour, a check and words for screen readers); estimated scores carry "≈", low-confidence
// ones their caveat in words.
import type { CompareGroup } from "../../pages/compare-table";
import type { CpuDetail } from "#catalogue/types";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";

export function CompareTable({
  cpus,
  groups,
  locale,
  t,
}: {
  cpus: readonly CpuDetail[];
  groups: readonly CompareGroup[];
  locale: Locale;
  t: Messages;
}) {
  // On phones the table scrolls inside its own box (both ways), so the header row of names
  // sticks to its top; the box is focusable so keyboard users can scroll it too.
  const cue = cpus.length > 2;
  return (
    <>
      {cue ? (
        <p className="compare-scroll-cue" id="compare-scroll-cue">
          {fill(t.compare.scrollCue, { count: cpus.length })}
        </p>
      ) : null}
      <section
        className="compare-scroll"
        tabIndex={0}
        aria-label={t.compare.tableLabel}
        aria-describedby={cue ? "compare-scroll-cue" : undefined}
      >
        <table className="compare-table" data-columns={cpus.length}>
          <thead>
            <tr>
              <th scope="col">{t.compare.spec}</th>
              {cpus.map((c) => (
                <th scope="col" key={`${c.vendor}/${c.id}`} data-vendor={c.vendor}>
                  {locale === "zh" ? c.nameZh : c.name}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.id} id={`compare-${g.id}`}>
              <tr className="compare-group">
                <th scope="colgroup" colSpan={cpus.length + 1}>
                  <span className="compare-group-title">{g.title}</span>
                </th>
              </tr>
              {g.rows.map((r) => (
                <tr key={r.key} data-row={r.key} data-differs={r.differs}>
                  <th scope="row">{r.label}</th>
                  {r.cells.map((cell, i) => (
                    <td key={i} className={cell.better ? "better" : undefined}>
                      {cell.estimated ? <abbr title={t.compare.estimated}>≈</abbr> : null}
                      {cell.text}
                      {cell.better ? (
                        <span className="better-mark">
                          {" "}
                          ✓<span className="visually-hidden">{t.compare.better}</span>
                        </span>
                      ) : null}
                      {cell.caveat ? <span className="caveat">{cell.caveat}</span> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </>
  );
}
