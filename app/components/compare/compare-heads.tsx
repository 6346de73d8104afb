// The compared processors as cards: name (to its page), what it is, and a remove link
// (a plain link, so removing works without JavaScript and leaves a shareable URL).
import { Link } from "react-router";
import { compareHref } from "../../catalog/compare/compare-ids";
import { formatLaunchDate } from "../../catalog/format";
import type { CpuDetail, CpuRef } from "#catalogue/types";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { StandingLine } from "../standing-line";
import type { StandingView } from "../../pages/caveat-text.server";

type Props = {
  cpus: readonly CpuDetail[];
  standings: ReadonlyArray<StandingView | null>;
  comparePath: string;
  keep: Record<string, string>;
  locale: Locale;
  t: Messages;
};

export function CompareHeads({ cpus, standings, comparePath, keep, locale, t }: Props) {
  const refs: CpuRef[] = cpus.map((c) => ({ vendor: c.vendor, id: c.id }));
  return (
    <ul className="compare-heads">
      {cpus.map((c, i) => {
        const name = locale === "zh" ? c.nameZh : c.name;
        return (
          <li key={`${c.vendor}/${c.id}`} className="compare-head" data-vendor={c.vendor}>
            <Link to={cpuPath(c, locale)} className="compare-name">
              {name}
            </Link>
            <span className="muted">
              {t.vendor[c.vendor]} · {t.segment[c.segment]} · {formatLaunchDate(c.launchDate, locale)}
            </span>
            {standings[i] ? <StandingLine standing={standings[i]} /> : null}
            <Link
              to={compareHref(
                comparePath,
                refs.filter((_, j) => j !== i),
                keep,
              )}
              className="compare-remove"
              aria-label={fill(t.compare.remove, { name })}
              preventScrollReset
            >
              {t.compare.removeShort} ✕
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
