import type { ChipsetRow } from "../../catalog/platform-pages/types";
import { generationText } from "../../pages/platform-wording";
import { formatLaunchDate } from "../../catalog/format";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { TableScroll } from "../table-scroll";
import { SourceLinks } from "./source-links";
import { TableHead } from "../table-head";

function biosText(b: ChipsetRow["afterBios"][number], locale: Locale, t: Messages): string {
  const notes = [
    b.since ? fill(t.socket.biosSince, { since: formatLaunchDate(b.since, locale) }) : null,
    b.vendors.length > 0
      ? fill(t.socket.biosVendors, { vendors: b.vendors.join(locale === "zh" ? "、" : ", ") })
      : null,
    b.boardVendorDiscretion ? t.socket.biosDiscretion : null,
  ].filter((n) => n !== null);
  const generations = b.generations.map((g) => generationText(g, locale, t)).join(locale === "zh" ? "；" : "; ");
  return notes.length > 0 ? `${generations} — ${notes.join(locale === "zh" ? "，" : ", ")}` : generations;
}

function boardMakerCell(c: ChipsetRow, locale: Locale, t: Messages) {
  if (c.byBoardMakers.length === 0) return t.socket.none;
  return c.byBoardMakers.map((b, i) => (
    <span key={i} data-testid={`board-maker-${c.slug}`}>
      {b.generations.map((g) => generationText(g, locale, t)).join(locale === "zh" ? "；" : "; ")}
      {" — "}
      {t.socket.byBoardMakersNote}
      <SourceLinks urls={b.sources} t={t} />
    </span>
  ));
}

const flag = (v: boolean | null, t: Messages) => (v === null ? t.socket.unknown : v ? t.socket.yes : t.socket.no);

export function ChipsetsTable({ chipsets, locale, t }: { chipsets: ChipsetRow[]; locale: Locale; t: Messages }) {
  const s = t.socket;
  const boardMakers = chipsets.some((c) => c.byBoardMakers.length > 0);
  return (
    <TableScroll label={s.chipsets}>
      <table className="cpu-table platform-table">
        <TableHead
          columns={[
            s.chipset,
            s.launch,
            s.outOfBox,
            s.afterBios,
            boardMakers && s.byBoardMakers,
            s.memory,
            s.pcie,
            s.overclock,
          ]}
        />
        <tbody>
          {chipsets.map((c) => (
            <tr key={c.slug} id={`chipset-${c.slug}`}>
              <th scope="row">
                {c.name}
                {c.soc ? <small className="muted"> {s.soc}</small> : null}
              </th>
              <td>{formatLaunchDate(c.launch, locale)}</td>
              <td className="wrap">
                {c.outOfBox.map((g) => generationText(g, locale, t)).join(locale === "zh" ? "；" : "; ")}
              </td>
              <td className="wrap">
                {c.afterBios.length > 0
                  ? c.afterBios.map((b) => biosText(b, locale, t)).join(locale === "zh" ? "；" : "; ")
                  : s.none}
              </td>
              {boardMakers ? <td className="wrap">{boardMakerCell(c, locale, t)}</td> : null}
              <td>{c.memoryTypes.join(", ")}</td>
              <td className="wrap">
                {[
                  c.pcie.cpu ? fill(s.pcieCpu, { gen: c.pcie.cpu }) : null,
                  c.pcie.chipset
                    ? fill(c.pcie.chipsetLanes ? s.pcieChipsetLanes : s.pcieChipset, {
                        gen: c.pcie.chipset,
                        lanes: c.pcie.chipsetLanes ?? "",
                      })
                    : null,
                ]
                  .filter((x) => x !== null)
                  .join(locale === "zh" ? "，" : ", ") || s.none}
              </td>
              <td className="wrap">
                {s.overclockCpu}: {flag(c.overclock.cpu, t)}
                <br />
                {s.overclockMemory}: {flag(c.overclock.memory, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
