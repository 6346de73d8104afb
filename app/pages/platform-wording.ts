// The platform pages' data worded in the page's language: caveats and changes are data
// (can-upgrade.ts, platform-change.ts), and only here become sentences.
import type { Locale } from "#common/locale";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import { formatLaunchDate, formatPrice } from "../catalog/format";
import type { PlatformChange, PriceBand, UpgradeCaveat } from "../catalog/platforms";
import { platformName } from "../catalog/platform-pages/names";
import type { GenerationLabel, PlatformPick } from "../catalog/platform-pages/types";
import type { Segment } from "#catalogue/fields/value-lists";

const list = (items: readonly string[], locale: Locale) => items.join(locale === "zh" ? "、" : ", ");

/** "Ryzen 7000 (Raphael)"; a generation without processors in the catalogue by its code names alone. A PRO series beside its consumer twin is left out of the label. */
export function generationText(g: GenerationLabel, locale: Locale, t: Messages): string {
  const codenames = list(locale === "zh" ? g.codenamesZh : g.codenames, locale);
  if (g.series.length === 0) return codenames;
  const names = locale === "zh" ? g.seriesZh : g.series;
  const shown = names.filter(
    (_, i) => !(g.series[i]!.includes(" PRO ") && g.series.includes(g.series[i]!.replace(" PRO ", " "))),
  );
  const series = list(shown, locale);
  return `${series}${fill(t.socket.generationCodenames, { codenames })}`;
}

export function caveatText(
  c: UpgradeCaveat,
  chipsetNames: Readonly<Record<string, string>>,
  locale: Locale,
  t: Messages,
): string {
  const w = t.upgrade.caveat;
  const chipsets =
    "chipsets" in c
      ? list(
          c.chipsets.map((s) => chipsetNames[s] ?? s.toUpperCase()),
          locale,
        )
      : "";
  switch (c.kind) {
    case "bios-update":
      return [
        fill(w.biosUpdate, { chipsets }),
        c.since ? fill(w.since, { since: formatLaunchDate(c.since, locale) }) : "",
        c.vendors ? fill(w.vendors, { vendors: list(c.vendors, locale) }) : "",
        c.boardVendorDiscretion ? w.discretion : "",
      ].join("");
    case "not-on-chipsets":
      return fill(w.notOnChipsets, { chipsets });
    case "no-overclock":
      return fill(w.noOverclock, { chipsets });
    case "lower-pcie":
      return fill(w.lowerPcie, { chipsets, gen: c.gen });
    case "memory-type":
      return fill(w.memoryType, { from: list(c.from, locale), to: list(c.to, locale) });
    case "board-maker":
      return fill(w.boardMaker, { chipsets });
  }
}

export function changeText(
  change: PlatformChange,
  pick: Pick<PlatformPick, "platform" | "boardChipsets">,
  locale: Locale,
  t: Messages,
): string {
  if (change.kind === "board")
    return fill(t.upgrade.change.board, {
      platform: platformName(pick.platform, locale),
      chipsets: list(pick.boardChipsets, locale),
    });
  return fill(t.upgrade.change.memory, { to: list(change.to, locale) });
}

export function segmentsText(segments: readonly Segment[], locale: Locale, t: Messages): string {
  return list(
    segments.map((s) => t.segment[s]),
    locale,
  );
}

export function bandText(band: PriceBand, locale: Locale, t: Messages): string {
  const min = formatPrice(band.minUsd, locale);
  return band.maxUsd === null
    ? fill(t.upgrade.bandOpen, { min })
    : fill(t.upgrade.band, { min, max: formatPrice(band.maxUsd, locale) });
}
