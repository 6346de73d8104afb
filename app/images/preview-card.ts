// Link-preview cards (Open Graph, Twitter), 1200 x 630: a processor (name, key specs, its
// score and rank on the default test), a head-to-head (both, side by side) and the site's
// own. Pure; the light palette, the site's name and address on every card. A card carries what
// the page carries: the date of the figure it shows and, for a low-confidence figure, why.
import type { Standing } from "../catalog/ranks/standing";
import type { CpuDetail } from "#catalogue/types";
import { DEFAULT_LADDER } from "../catalog/ladder/ladder-state";
import { formatCache, formatClock, formatLaunchDate, formatPower } from "../catalog/format";
import { formatScore } from "../catalog/detail/units";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import type { Locale } from "#common/locale";
import { IMAGE_TEXT } from "./image-text";
import type { SvgImage } from "./ladder-image";
import { displayUrl, LIGHT, svgDocument, text, wrapText } from "./svg";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PAD = 64;

export type CardCpu = { cpu: CpuDetail; standing: Standing | null };
type Common = { locale: Locale; t: Messages; siteUrl: string };

const nameOf = (cpu: CpuDetail, locale: Locale) => (locale === "zh" ? cpu.nameZh : cpu.name);

function specsLine(cpu: CpuDetail, locale: Locale): string {
  return fill(IMAGE_TEXT[locale].specs, {
    cores: cpu.cores ?? "—",
    threads: cpu.threads ?? "—",
    boost: formatClock(cpu.boostClockMhz, locale),
    l3: formatCache(cpu.l3Kib, locale),
    tdp: formatPower(cpu.tdpW, locale),
  });
}

/** The default test's name and its figure's date, the score, its rank in its segment, and the figure's low-confidence note (short, for a card). */
function standingLines(
  { cpu, standing }: CardCpu,
  locale: Locale,
  t: Messages,
): { test: string; score: string; rank: string; caveat: string | null } {
  const words = IMAGE_TEXT[locale];
  const test = standing?.test ?? DEFAULT_LADDER.test;
  const figure =
    cpu.benchmarks.find((b) => b.test === test && b.kind === "measured") ?? cpu.benchmarks.find((b) => b.test === test);
  const score = figure ? `${figure.kind === "estimated" ? "≈" : ""}${formatScore(figure.score, locale)}` : "—";
  const segment = t.segment[cpu.segment];
  const rank = standing
    ? fill(words.rank, { segment, rank: standing.rank, total: standing.total })
    : fill(words.noRank, { segment });
  const name = t.benchmark.test[test];
  return {
    test: figure ? fill(words.figureDated, { test: name, date: formatLaunchDate(figure.date, locale) }) : name,
    score,
    rank,
    caveat: figure?.lowConfidence
      ? fill(words.lowConfidenceShort[figure.lowConfidence], { count: figure.samples ?? "?" })
      : null,
  };
}

function frame(body: string, { t, siteUrl }: Common, accent: string, named = true): string {
  let out = `<rect width="${CARD_WIDTH}" height="14" fill="${accent}"/>`;
  if (named) out += text(PAD, 84, t.siteName, { size: 30, fill: LIGHT.muted, bold: true });
  out += body;
  out += `<path d="M${PAD} ${CARD_HEIGHT - 86.5}H${CARD_WIDTH - PAD}" stroke="${LIGHT.border}" stroke-width="2"/>`;
  out += text(PAD, CARD_HEIGHT - 40, displayUrl(siteUrl), {
    size: 26,
    fill: LIGHT.accent,
    maxWidth: CARD_WIDTH - 2 * PAD,
  });
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, out);
}

const vendorColour = (cpu: CpuDetail) => (cpu.vendor === "amd" ? LIGHT.amd : LIGHT.intel);

/** A bar of how many of its class the processor is faster than. */
function standingBar(
  x: number,
  y: number,
  width: number,
  standing: Standing | null,
  colour: string,
  locale: Locale,
  /** Said under the bar instead of "faster than", where there is room for one line only. */
  caveat: string | null = null,
): string {
  if (!standing) return "";
  const share = Math.max(0.01, standing.fasterThan / 100);
  const below = caveat
    ? caveatText(x, y + 50, caveat, width)
    : text(x, y + 50, fill(IMAGE_TEXT[locale].fasterThan, { percent: standing.fasterThan }), {
        size: 24,
        fill: LIGHT.muted,
        maxWidth: width,
      });
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="18" rx="9" fill="${LIGHT.band}" stroke="${LIGHT.border}"/>` +
    `<rect x="${x}" y="${y}" width="${Math.round(width * share)}" height="18" rx="9" fill="${colour}"/>` +
    below
  );
}

/** A low-confidence figure's note, in the warning colour, so a shared card keeps the page's caveat. */
function caveatText(
  x: number,
  y: number,
  caveat: string | null,
  maxWidth: number,
  anchor: "start" | "end" = "start",
): string {
  return caveat ? text(x, y, caveat, { size: 24, fill: LIGHT.warning, maxWidth, anchor }) : "";
}

export function cpuCardSvg(subject: CardCpu, common: Common): SvgImage {
  const { locale, t } = common;
  const { cpu } = subject;
  const inner = CARD_WIDTH - 2 * PAD;
  const names = wrapText(nameOf(cpu, locale), inner, 64, 2, true);
  let body = "";
  names.forEach((line, i) => (body += text(PAD, 172 + i * 76, line, { size: 64, bold: true })));
  let y = 172 + names.length * 76;
  body += text(PAD, y, specsLine(cpu, locale), { size: 28, fill: LIGHT.text, maxWidth: inner });
  y += 42;
  if (cpu.launchDate)
    body += text(PAD, y, fill(IMAGE_TEXT[locale].launched, { date: formatLaunchDate(cpu.launchDate, locale) }), {
      size: 24,
      fill: LIGHT.muted,
    });
  const { test, score, rank, caveat } = standingLines(subject, locale, t);
  body += text(PAD, y + 44, test, { size: 26, fill: LIGHT.muted, maxWidth: inner });
  y += 94;
  body += text(PAD, y, score, { size: 48, bold: true, fill: vendorColour(cpu), maxWidth: inner / 3 });
  body += text(CARD_WIDTH - PAD, y, rank, { size: 30, anchor: "end", maxWidth: (inner * 2) / 3 - 24 });
  body += standingBar(PAD, y + 18, inner, subject.standing, vendorColour(cpu), locale);
  // A low-confidence figure: why, and that its rank counts such figures; on its own line where the name leaves room.
  const ranked = subject.standing?.lowConfidence ? `${IMAGE_TEXT[locale].rankedWithLowConfidence} · ` : "";
  const note = caveat ? `${ranked}${caveat}` : null;
  body +=
    names.length === 1 || !subject.standing
      ? caveatText(PAD, subject.standing ? y + 112 : y + 44, note, inner)
      : caveatText(CARD_WIDTH - PAD, y + 68, caveat, inner / 2, "end");
  return { svg: frame(body, common, vendorColour(cpu)), width: CARD_WIDTH, height: CARD_HEIGHT };
}

export function pairCardSvg(pair: readonly [CardCpu, CardCpu], common: Common): SvgImage {
  const { locale, t } = common;
  const column = (CARD_WIDTH - 2 * PAD - 120) / 2;
  let body = "";
  const names = pair.map(({ cpu }) => wrapText(nameOf(cpu, locale), column, 48, 2, true));
  const specsTop = 166 + (Math.max(...names.map((n) => n.length)) - 1) * 58 + 60;
  pair.forEach((subject, i) => {
    const x = PAD + i * (column + 120);
    const { cpu } = subject;
    names[i]!.forEach(
      (line, j) => (body += text(x, 166 + j * 58, line, { size: 48, bold: true, fill: vendorColour(cpu) })),
    );
    const specs = wrapText(specsLine(cpu, locale), column, 24, 2);
    specs.forEach((line, j) => (body += text(x, specsTop + j * 34, line, { size: 24 })));
    const y = specsTop + 2 * 34 + 10;
    const { test, score, rank, caveat } = standingLines(subject, locale, t);
    body += text(x, y, test, { size: 22, fill: LIGHT.muted, maxWidth: column });
    body += text(x, y + 44, score, { size: 40, bold: true, maxWidth: column });
    body += text(x, y + 82, rank, { size: 24, maxWidth: column });
    // A low-confidence figure's note takes the place of the "faster than" line (or of the bar, unranked).
    body += subject.standing
      ? standingBar(x, y + 100, column, subject.standing, vendorColour(cpu), locale, caveat)
      : caveatText(x, y + 120, caveat, column);
  });
  body += text(CARD_WIDTH / 2, 300, IMAGE_TEXT[locale].vs, {
    size: 44,
    bold: true,
    fill: LIGHT.muted,
    anchor: "middle",
  });
  const accent = pair[0].cpu.vendor === pair[1].cpu.vendor ? vendorColour(pair[0].cpu) : `url(#vendors)`;
  const gradient = `<defs><linearGradient id="vendors"><stop offset="0.5" stop-color="${vendorColour(pair[0].cpu)}"/><stop offset="0.5" stop-color="${vendorColour(pair[1].cpu)}"/></linearGradient></defs>`;
  return { svg: frame(gradient + body, common, accent), width: CARD_WIDTH, height: CARD_HEIGHT };
}

/** The site's own card: its name, what it is, and how many processors it holds. */
export function siteCardSvg(total: number, common: Common): SvgImage {
  const { locale, t } = common;
  const inner = CARD_WIDTH - 2 * PAD;
  let body = text(PAD, 220, t.siteName, { size: 96, bold: true });
  body += text(PAD, 330, IMAGE_TEXT[locale].siteLine, { size: 36, maxWidth: inner });
  body += text(PAD, 400, fill(t.home.catalogueCount, { count: total }), { size: 30, fill: LIGHT.muted });
  body += `<rect x="${PAD}" y="440" width="${inner / 2}" height="22" rx="11" fill="${LIGHT.amd}"/><rect x="${PAD + inner / 2}" y="440" width="${inner / 2}" height="22" rx="11" fill="${LIGHT.intel}"/>`;
  return { svg: frame(body, common, LIGHT.accent, false), width: CARD_WIDTH, height: CARD_HEIGHT };
}
