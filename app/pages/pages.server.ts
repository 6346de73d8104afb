// Each page's data, for its loader and its `_payload.json` twin: `xxxPageData(args)` hands the
// domain's outcome to pageData (page-data.server.ts), which adds the HTTP. Each page kind names
// its function (`data` in common/page-kinds.ts). The domain returns numbers and decisions; the
// few words the data carries (standings, low-confidence caveats) are written here, in the
// page's language, so that no page's bundle ships their wording.
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import type { Locale } from "#common/locale";
import { comparePage } from "../catalog/compare.server";
import { pairPage } from "../catalog/compare/pairs.server";
import { cpuDetailPage } from "../catalog/detail.server";
import { aboutPage } from "../catalog/coverage.server";
import { mapOk, ok } from "../catalog/outcome";
import { homePage, libraryPage } from "../catalog/pages.server";
import { socketPage, upgradePage } from "../catalog/platform-pages/platform-pages.server";
import type { Standing } from "../catalog/ranks/standing";
import { compareCaveats, ladderCaveats, standingView, verdictWithNotes } from "./caveat-text.server";
import { pageData, type PageArgs } from "./page-data.server";

const standingIn = (locale: Locale) => (s: Standing | null) => (s ? standingView(s, locale) : null);

/**
 * The domain's last answer for a processor's page, kept while the catalogue stays open: the
 * build prerenders each page's zh and en twins one after the other, and all but the words
 * (added here, per locale) is the same for both (about 2 ms of a detail page's render).
 */
let lastDetail: { catalogue: Catalogue; key: string; page: ReturnType<typeof cpuDetailPage> } | null = null;
function cpuDetailPageOnce(params: { vendor?: string; id?: string }): ReturnType<typeof cpuDetailPage> {
  const catalogue = getCatalogue();
  const key = `${params.vendor}/${params.id}`;
  if (lastDetail?.catalogue === catalogue && lastDetail.key === key) return lastDetail.page;
  const page = cpuDetailPage(params);
  lastDetail = { catalogue, key, page };
  // A failure is not kept: the next request tries again.
  page.catch(() => {
    if (lastDetail?.page === page) lastDetail = null;
  });
  return page;
}

export const homePageData = (args: PageArgs) =>
  pageData(args, async ({ query, locale }) => {
    const home = await homePage(query);
    const { result } = home.ladder;
    const rows = result.reference ? [...result.shown, result.reference] : result.shown;
    return ok({ ...home, ladder: { ...home.ladder, caveats: ladderCaveats(rows, locale) } });
  });

export const libraryPageData = (args: PageArgs) => pageData(args, ({ query }) => libraryPage(query));

export const cpuPageData = (args: PageArgs) =>
  pageData(args, async ({ params, locale }) =>
    mapOk(await cpuDetailPageOnce(params), (page) => ({ ...page, standing: standingIn(locale)(page.standing) })),
  );

export const comparePageData = (args: PageArgs) =>
  pageData(args, async ({ query, locale }) =>
    mapOk(await comparePage(query), ({ cpus, standings, ...rest }) => ({
      cpus,
      standings: standings.map(standingIn(locale)),
      caveats: compareCaveats(cpus, locale),
      ...rest,
    })),
  );

export const pairPageData = (args: PageArgs) =>
  pageData(args, ({ params, locale }) =>
    mapOk(pairPage(params.pair), ({ cpus, standings, verdict }) => ({
      cpus,
      standings: standings.map(standingIn(locale)),
      caveats: compareCaveats(cpus, locale),
      verdict: verdictWithNotes(
        verdict,
        cpus.map((c) => (locale === "zh" ? c.nameZh : c.name)),
        locale,
      ),
    })),
  );

export const socketPageData = (args: PageArgs) => pageData(args, ({ params }) => socketPage(params));

export const upgradePageData = (args: PageArgs) => pageData(args, ({ query }) => upgradePage(query));

export const aboutPageData = (args: PageArgs) => pageData(args, async () => ok(await aboutPage()));
