// Suggestions for what is typed, from /api/suggest: debounced, the previous request
// aborted, answers remembered for the session. A failed request just shows none. `exact` is
// the ref of the one processor the text names exactly (the API's `exact`), if any;
// `didYouMean` a corrected query that has matches when this one has none.
import { useEffect, useState } from "react";
import { clientConfig } from "../../client/runtime-config";
import type { CpuSuggestion } from "../../catalog/suggestion";

const SUGGEST_DEBOUNCE_MS = 120;
type Answer = { items: CpuSuggestion[]; exact: string | null; didYouMean: string | null };
const NONE: Answer = { items: [], exact: null, didYouMean: null };
const remembered = new Map<string, Answer>();

function suggestUrl(q: string): string {
  return `${clientConfig().baseUrl}api/suggest?q=${encodeURIComponent(q)}`;
}

export function useSuggestions(query: string): Answer & { loading: boolean } {
  const q = query.trim();
  const [state, setState] = useState<{ q: string } & Answer>({ q: "", ...NONE });
  useEffect(() => {
    if (q === "" || remembered.has(q)) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(suggestUrl(q), { signal: abort.signal, headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<Partial<Answer>>) : NONE))
        .then(({ items = [], exact = null, didYouMean = null }) => {
          remembered.set(q, { items, exact, didYouMean });
          setState({ q, items, exact, didYouMean });
        })
        .catch(() => {});
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [q]);
  if (q === "") return { ...NONE, loading: false };
  const known = remembered.get(q);
  if (known) return { ...known, loading: false };
  return state.q === q
    ? { items: state.items, exact: state.exact, didYouMean: state.didYouMean, loading: true }
    : { ...NONE, loading: true };
}
