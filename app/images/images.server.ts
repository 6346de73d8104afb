// The shareable images, from a request's path and query to SVG or PNG bytes: the ladder's
// view (/ladder.svg, /ladder.png) and the link-preview cards (/og/cpu/{vendor}/{id}.png,
// /og/compare/{a}-vs-{b}.png, /og/site.png), each under /en too. The routes and the bench call these.
import { ladderData } from "../catalog/ladder.server";
import { ladderSearch } from "../catalog/ladder/ladder-state";
import { rankLadder } from "../catalog/ladder/rank-ladder";
import { catalogueStats, ladderEntries } from "../catalog/queries.server";
import { readCpu } from "#catalogue/statements.server";
import { getCatalogue } from "#catalogue/connection.server";
import { cpuRefOf } from "../catalog/detail.server";
import { pairPage } from "../catalog/compare/pairs.server";
import { standingOf } from "../catalog/ranks/ranks.server";
import { refKey } from "../catalog/cpu-ref";
import { runtimeConfig } from "../config.server";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import type { Messages } from "../i18n/zh";
import { localeOfPath, type Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import { ladderImageFileName } from "./image-paths";
import { pageHref } from "#common/page-href";
import { badImageParams, imageNotFound, type ImageFormat } from "./image-response.server";
import { ladderImageSvg, type SvgImage } from "./ladder-image";
import { parseLadderImageParams, type ImageParamProblem } from "./ladder-image-params";
import { svgToPng } from "./png.server";
import { cardPathOf } from "./card-paths";
import { cpuCardSvg, pairCardSvg, siteCardSvg } from "./preview-card";

/** Ladder pictures at 2x (1,520 px wide: sharp on phones, where most sharing happens; the SVG stays sharp at any zoom). Cards are exactly 1200 x 630. */
export const LADDER_PNG_SCALE = 2;

const messages = (locale: Locale): Messages => (locale === "zh" ? zh : en);
const pageUrl = (path: string, locale: Locale, search = "") =>
  `${runtimeConfig().siteOrigin}${localizePath(path, locale)}${search}`;

/** `fileName`: what a saved copy is called (Content-Disposition). */
export type ImageBody = { body: Buffer | string; format: ImageFormat; fileName?: string };

async function encode(image: SvgImage, format: ImageFormat, scale = 1): Promise<ImageBody> {
  return format === "svg"
    ? { body: image.svg, format }
    : { body: (await svgToPng(image.svg, image.width, image.height, scale)).png, format };
}

/** The ladder view of the query as a picture, or 400 naming what is wrong with the query. */
export async function ladderImage(url: URL, format: ImageFormat): Promise<ImageBody | Response> {
  const parsed = parseLadderImageParams(url.searchParams);
  if (!parsed.ok) return badImageParams(parsed.problems);
  const locale = localeOfPath(url.pathname);
  const data = await ladderData(parsed.ladderParams);
  const state = { ...data.state, n: parsed.rows };
  // The page shows at most LADDER_MAX places; a picture may hold more, so the ladder is ranked again for its count.
  const result =
    parsed.rows === data.state.n
      ? data.result
      : rankLadder(await ladderEntries(state.test, state.segment, state.vendor), state);
  const problems: ImageParamProblem[] = data.ignored.map(({ param, value }) => ({
    param,
    value,
    message: "not offered for this segment",
  }));
  if (result.referenceMissing && state.ref)
    problems.push({ param: "ref", value: refKey(state.ref), message: "not ranked in this view" });
  if (result.atMissing && state.at)
    problems.push({ param: "at", value: refKey(state.at), message: "not ranked in this view" });
  if (problems.length > 0) return badImageParams(problems);
  const image = ladderImageSvg({
    result,
    state,
    locale,
    t: messages(locale),
    pageUrl: pageUrl(pageHref("home"), locale, ladderSearch(state)),
  });
  return { ...(await encode(image, format, LADDER_PNG_SCALE)), fileName: ladderImageFileName(state, format) };
}

/** `{id}.png` of /og/cpu/{vendor}/{id}.png: the processor's card, or 404. */
export async function cpuCardImage(
  url: URL,
  params: { vendor?: string; file?: string },
): Promise<ImageBody | Response> {
  const id = params.file?.endsWith(".png") ? params.file.slice(0, -4) : undefined;
  const ref = cpuRefOf({ vendor: params.vendor, id });
  if (!ref) return imageNotFound(url.pathname);
  const catalogue = getCatalogue();
  const cpu = readCpu(catalogue, ref.vendor, ref.id);
  if (!cpu) return imageNotFound(`processor ${refKey(ref)}`);
  const locale = localeOfPath(url.pathname);
  return encode(
    cpuCardSvg(
      { cpu, standing: standingOf(catalogue, cpu) },
      { locale, t: messages(locale), siteUrl: pageUrl(pageHref("cpu", cpu), locale) },
    ),
    "png",
  );
}

/** `{a}-vs-{b}.png` of /og/compare/: the head-to-head card; a pair named otherwise moves to its canonical name. */
export async function pairCardImage(url: URL, params: { file?: string }): Promise<ImageBody | Response> {
  const slug = params.file?.endsWith(".png") ? params.file.slice(0, -4) : undefined;
  if (slug === undefined) return imageNotFound(url.pathname);
  const locale = localeOfPath(url.pathname);
  const outcome = pairPage(slug);
  switch (outcome.kind) {
    case "ok": {
      const [a, b] = outcome.value.cpus;
      const catalogue = getCatalogue();
      return encode(
        pairCardSvg(
          [
            { cpu: a, standing: standingOf(catalogue, a) },
            { cpu: b, standing: standingOf(catalogue, b) },
          ],
          { locale, t: messages(locale), siteUrl: pageUrl(pageHref("compare-pair", { pair: slug }), locale) },
        ),
        "png",
      );
    }
    case "moved":
      return new Response(null, { status: 301, headers: { Location: cardPathOf(outcome.path, locale) } });
    case "bad-request":
      return badImageParams([{ param: "pair", value: slug, message: outcome.message }]);
    case "unknown-processor":
      return imageNotFound(`processor ${outcome.ref}`);
    default:
      return imageNotFound(url.pathname);
  }
}

export async function siteCardImage(url: URL): Promise<ImageBody> {
  const locale = localeOfPath(url.pathname);
  const { total } = await catalogueStats();
  return encode(siteCardSvg(total, { locale, t: messages(locale), siteUrl: pageUrl(pageHref("home"), locale) }), "png");
}
