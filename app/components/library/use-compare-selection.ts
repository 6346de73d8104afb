// Up to four processors chosen for comparison; they lead to /compare?ids=vendor/id,...
// (two: to their head-to-head page).
import { useCallback, useMemo, useState } from "react";
import { compareHref as canonicalCompareHref } from "../../catalog/compare/compare-ids";
import { parseCpuRef } from "../../catalog/cpu-ref";

export const COMPARE_LIMIT = 4;
export type ComparePick = { ref: string; name: string };
export type CompareSelection = {
  picks: ComparePick[];
  has: (ref: string) => boolean;
  full: boolean;
  toggle: (pick: ComparePick) => void;
  clear: () => void;
};

/** The comparison's canonical URL (two picks: their head-to-head page). */
export function compareHref(comparePath: string, picks: ReadonlyArray<ComparePick>): string {
  const refs = picks.map((p) => parseCpuRef(p.ref));
  if (refs.every((r) => r !== null)) return canonicalCompareHref(comparePath, refs);
  return `${comparePath}?ids=${picks.map((p) => p.ref).join(",")}`;
}

export function useCompareSelection(): CompareSelection {
  const [picks, setPicks] = useState<ComparePick[]>([]);
  const toggle = useCallback((pick: ComparePick) => {
    setPicks((current) =>
      current.some((p) => p.ref === pick.ref)
        ? current.filter((p) => p.ref !== pick.ref)
        : current.length >= COMPARE_LIMIT
          ? current
          : [...current, pick],
    );
  }, []);
  const clear = useCallback(() => setPicks([]), []);
  return useMemo(
    () => ({
      picks,
      has: (ref) => picks.some((p) => p.ref === ref),
      full: picks.length >= COMPARE_LIMIT,
      toggle,
      clear,
    }),
    [picks, toggle, clear],
  );
}
