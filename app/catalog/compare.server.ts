// The compare page's data: 2-4 processors by id (duplicates dropped); a malformed or too long
// list is a bad request, an unknown processor is named, two move to their head-to-head page.
// Without JavaScript the add form sends the current ids plus free text (`add`), which resolves
// to the best search match.
import { COMPARE_MAX, compareHref, parseCompareIds } from "./compare/compare-ids";
import { refKey } from "./cpu-ref";
import { badRequest, movedTo, ok, unknownProcessor, type Outcome } from "./outcome";
import { readCpu } from "#catalogue/statements.server";
import { suggestCpus } from "./suggest.server";
import { SUGGEST_MAX_QUERY } from "./suggestion";
import type { CpuDetail } from "#catalogue/types";
import { getCatalogue } from "#catalogue/connection.server";
import { standingOf } from "./ranks/ranks.server";
import type { Standing } from "./ranks/standing";
import { pageHref } from "#common/page-href";

export type ComparePage = {
  cpus: CpuDetail[];
  standings: Array<Standing | null>;
  duplicates: number;
  differencesOnly: boolean;
  notFound: string | null;
};

const COMPARE_PATH = pageHref("compare");

export async function comparePage(params: URLSearchParams): Promise<Outcome<ComparePage>> {
  const parsed = parseCompareIds(params.getAll("ids"));
  if (!parsed.ok) return badRequest(parsed.message);
  const { refs, duplicates } = parsed;
  const differencesOnly = params.get("diff") === "1";
  const extra: Record<string, string> = differencesOnly ? { diff: "1" } : {};
  const add = (params.get("add") ?? "").trim().slice(0, SUGGEST_MAX_QUERY);
  let notFound: string | null = null;
  if (add !== "") {
    const match = suggestCpus(add, 1).items[0];
    if (match && !refs.some((r) => refKey(r) === match.ref)) {
      if (refs.length >= COMPARE_MAX)
        return badRequest(`Bad Request: at most ${COMPARE_MAX} processors can be compared`);
      return movedTo(compareHref(COMPARE_PATH, [...refs, match], extra), { permanent: false });
    }
    if (!match) notFound = add;
  }
  const catalogue = getCatalogue();
  const cpus = refs.map((r) => readCpu(catalogue, r.vendor, r.id));
  const missing = refs.find((_, i) => cpus[i] === null);
  if (missing) return unknownProcessor(refKey(missing));
  // Two processors have a page of their own (compare-pair.tsx); not after an `add` that
  // matched nothing: the page says so.
  if (refs.length === 2 && add === "") return movedTo(compareHref(COMPARE_PATH, refs, extra), { permanent: true });
  const found = cpus.filter((c): c is CpuDetail => c !== null);
  return ok({
    cpus: found,
    standings: found.map((c) => standingOf(catalogue, c)),
    duplicates,
    differencesOnly,
    notFound,
  });
}
