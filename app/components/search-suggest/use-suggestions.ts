// Suggestions for what is typed, from /api/suggest: debounced, the previous request
// aborted, answers remembered for the session. A failed request just shows none.
import { useEffect, useState } from "react";
import { clientConfig } from "../../client/runtime-config";
import type { CpuSuggestion } from "../../catalog/suggestion";

export const SUGGEST_DEBOUNCE_MS = 120;
const remembered = new Map<string, CpuSuggestion[]>();

export function suggestUrl(q: string): string {
  return `${clientConfig().baseUrl}api/suggest?q=${encodeURIComponent(q)}`;
}

export function useSuggestions(query: string): { items: CpuSuggestion[]; loading: boolean } {
  const q = query.trim();
  const [state, setState] = useState<{ q: string; items: CpuSuggestion[] }>({ q: "", items: [] });
  useEffect(() => {
    if (q === "" || remembered.has(q)) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(suggestUrl(q), { signal: abort.signal, headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ items: CpuSuggestion[] }>) : { items: [] }))
        .then(({ items }) => {
          remembered.set(q, items);
          setState({ q, items });
        })
        .catch(() => {});
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [q]);
  if (q === "") return { items: [], loading: false };
  const known = remembered.get(q);
  if (known) return { items: known, loading: false };
  return { items: state.q === q ? state.items : [], loading: true };
}
