// Head-to-head pages: `/compare/{idA}-vs-{idB}`, one canonical URL per pair (ids in
// alphabetical order, so the canonical form follows from the URL alone); the pairs prerendered
// and listed in the sitemap are chosen in pair-selection.ts. Pure: no zod, the browser builds
// the same URLs.
// Ids are unique across vendors (tests/http/compare-pair.test.ts checks the catalogue), so
// the slug needs no vendor.
import { isValidCpuId } from "#catalogue/slug";
import type { CpuRef } from "#catalogue/types";

const PAIR_SEPARATOR = "-vs-";
/** Two ids at their longest and the separator: anything longer is not a pair. */
const PAIR_MAX_LENGTH = 2 * 64 + PAIR_SEPARATOR.length;

export type PairIds = readonly [a: string, b: string];
export type ParsedPair = { ok: true; candidates: PairIds[] } | { ok: false; message: string };

/** The canonical slug of a pair: the two ids in alphabetical order. */
export function pairSlug(a: string, b: string): string {
  return a < b ? `${a}${PAIR_SEPARATOR}${b}` : `${b}${PAIR_SEPARATOR}${a}`;
}

export const pairPath = (comparePath: string, refs: readonly [CpuRef, CpuRef]) =>
  `${comparePath}/${pairSlug(refs[0].id, refs[1].id)}`;

/**
 * Every way to read the slug as two valid ids (upper case forgiven). An id may itself hold
 * "-vs-", so a slug can have more than one reading; the loader takes the first whose two
 * processors exist.
 */
export function parsePairSlug(raw: string): ParsedPair {
  const malformed = {
    ok: false,
    message: `Bad Request: "${raw.slice(0, 80)}" is not a pair of processor ids of the form {idA}-vs-{idB} (e.g. core-i7-14700k-vs-ryzen-7-7800x3d)`,
  } as const;
  if (raw.length > PAIR_MAX_LENGTH) return malformed;
  const slug = raw.toLowerCase();
  const candidates: PairIds[] = [];
  for (let at = slug.indexOf(PAIR_SEPARATOR); at !== -1; at = slug.indexOf(PAIR_SEPARATOR, at + 1)) {
    const a = slug.slice(0, at);
    const b = slug.slice(at + PAIR_SEPARATOR.length);
    if (isValidCpuId(a) && isValidCpuId(b)) candidates.push([a, b]);
  }
  if (candidates.length === 0) return malformed;
  if (candidates.every(([a, b]) => a === b))
    return {
      ok: false,
      message: `Bad Request: a head-to-head page needs two different processors, got "${candidates[0]![0]}" twice`,
    };
  return { ok: true, candidates: candidates.filter(([a, b]) => a !== b) };
}
