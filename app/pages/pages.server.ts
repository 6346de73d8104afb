// Each page's data, for its loader and its `_payload.json` twin: `xxxPageData(args)` hands the
// domain's outcome to pageData (page-data.server.ts), which adds the HTTP. Each page kind names
// its function (`data` in common/page-kinds.ts).
import { comparePage } from "../catalog/compare.server";
import { pairPage } from "../catalog/compare/pairs.server";
import { cpuDetailPage } from "../catalog/detail.server";
import { aboutPage } from "../catalog/coverage.server";
import { ok } from "../catalog/outcome";
import { homePage, libraryPage } from "../catalog/pages.server";
import { socketPage, upgradePage } from "../catalog/platform-pages/platform-pages.server";
import { pageData, type PageArgs } from "./page-data.server";

export const homePageData = (args: PageArgs) =>
  pageData(args, async ({ query, locale }) => ok(await homePage(query, locale)));

export const libraryPageData = (args: PageArgs) => pageData(args, ({ query }) => libraryPage(query));

export const cpuPageData = (args: PageArgs) => pageData(args, ({ params, locale }) => cpuDetailPage(params, locale));

export const comparePageData = (args: PageArgs) => pageData(args, ({ query, locale }) => comparePage(query, locale));

export const pairPageData = (args: PageArgs) => pageData(args, ({ params, locale }) => pairPage(params.pair, locale));

export const socketPageData = (args: PageArgs) => pageData(args, ({ params }) => socketPage(params));

export const upgradePageData = (args: PageArgs) => pageData(args, ({ query }) => upgradePage(query));

export const aboutPageData = (args: PageArgs) => pageData(args, async () => ok(await aboutPage()));
