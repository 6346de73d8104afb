// The upgrade advisor's power change in words, apart from platform-wording.ts so that only the
// advisor's table ships it (detail pages load platform-wording.ts for their upgrade section).
import type { Locale } from "#common/locale";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import { formatPower } from "../catalog/format";
import type { PowerChange } from "../catalog/platform-pages/types";

/**
 * A power change in plain words: "Same rated power (65 W)", "+60 W rated power (65 → 125 W)";
 * where the two figures are of different kinds (a TDP against Intel's max turbo power), each
 * is named: "+45 W: 65 W rated power → 110 W max turbo power".
 */
export function powerText(p: PowerChange, locale: Locale, t: Messages): string {
  const w = t.upgrade.powerWords;
  const delta = `${p.deltaW > 0 ? "+" : p.deltaW < 0 ? "−" : ""}${formatPower(Math.abs(p.deltaW), locale)}`;
  const to = formatPower(p.to.watts, locale);
  if (p.from.basis !== p.to.basis) {
    return fill(t.upgrade.powerChangeMixed, {
      delta,
      from: formatPower(p.from.watts, locale),
      fromBasis: w[p.from.basis],
      to,
      toBasis: w[p.to.basis],
    });
  }
  if (p.deltaW === 0) return fill(t.upgrade.powerSame, { basis: w[p.to.basis], watts: to });
  return fill(t.upgrade.powerChange, {
    delta,
    basis: w[p.to.basis],
    from: formatPower(p.from.watts, locale).replace(/ W$/, ""),
    to,
  });
}
