// Up to four processors chosen for comparison; they lead to /compare?ids=vendor/id,...
import { useCallback, useMemo, useState } from "react";

export const COMPARE_LIMIT = 4;
export type ComparePick = { ref: string; name: string };
export type CompareSelection = {
  picks: ComparePick[];
  has: (ref: string) => boolean;
  full: boolean;
  toggle: (pick: ComparePick) => void;
  clear: () => void;
};

export function compareHref(comparePath: string, picks: ReadonlyArray<ComparePick>): string {
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
    () => ({ picks, has: (ref) => picks.some((p) => p.ref === ref), full: picks.length >= COMPARE_LIMIT, toggle, clear }),
    [picks, toggle, clear],
  );
}
