// The compare page's id list: `ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k` (shared links)
// or repeated `ids=` (the library's form without JavaScript). Pure: no zod, so the browser
// bundle can build the same URLs it parses.
import type { CpuRef } from "#catalogue/types";
import { parseCpuRef, refKey } from "../cpu-ref";
import { pairPath } from "./pairs";

export const COMPARE_MAX = 4;
/** Bounds the work on hostile input before any token is looked at. */
const MAX_TOKENS = 32;

export type CompareIds = { ok: true; refs: CpuRef[]; duplicates: number } | { ok: false; message: string };

export function parseCompareIds(values: readonly string[]): CompareIds {
  const tokens = values
    .flatMap((v) => v.split(","))
    .map((t) => t.trim())
    .filter((t) => t !== "");
  if (tokens.length > MAX_TOKENS)
    return { ok: false, message: `Bad Request: at most ${COMPARE_MAX} processors can be compared` };
  const refs: CpuRef[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    const ref = parseCpuRef(token);
    if (!ref)
      return {
        ok: false,
        message: `Bad Request: "${token.slice(0, 80)}" is not a processor id of the form vendor/id (e.g. amd/ryzen-7-7800x3d)`,
      };
    if (seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    refs.push(ref);
  }
  if (refs.length > COMPARE_MAX)
    return { ok: false, message: `Bad Request: at most ${COMPARE_MAX} processors can be compared, got ${refs.length}` };
  return { ok: true, refs, duplicates: tokens.length - refs.length };
}

/** The canonical, shareable URL of a comparison: two processors have a head-to-head page of their own. */
export function compareHref(comparePath: string, refs: readonly CpuRef[], extra: Record<string, string> = {}): string {
  const pair = refs.length === 2 ? pairPath(comparePath, [refs[0]!, refs[1]!]) : null;
  const parts = refs.length > 0 && !pair ? [`ids=${refs.map(refKey).join(",")}`] : [];
  for (const [k, v] of Object.entries(extra)) parts.push(`${k}=${encodeURIComponent(v)}`);
  const path = pair ?? comparePath;
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}
