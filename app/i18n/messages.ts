import type { Messages } from "./zh";

// A locale's dictionary ships in parts (zh/*.ts, en/*.ts) as the `handle` of pathless layout
// routes: the locale layout (app/layouts/locale-zh.tsx, locale-en.tsx) carries the part every
// page shows, and layouts nested inside it (app/layouts/messages/*) carry the parts of the
// pages they wrap (app/routes.ts), so the browser downloads only the current locale's strings
// of the current page, preloaded with the page's other route modules; switching language or
// page loads the other layouts like any route module. Components and meta() read the union of
// the matched routes' parts, which include the locale layout on every page (each locale's `*`
// route sits inside it).

/** What a locale layout or a messages layout exports as its route `handle`. */
export type MessagesHandle = { messages: Partial<Messages> };

type MatchLike = { handle?: unknown } | undefined;

function isMessagesHandle(handle: unknown): handle is MessagesHandle {
  return typeof handle === "object" && handle !== null && "messages" in handle;
}

// One merged dictionary per chain of parts, so `t` keeps its identity across renders (hooks' deps).
type MergeNode = { merged?: Messages; next: WeakMap<object, MergeNode> };
const merges: MergeNode = { next: new WeakMap() };

function merged(parts: ReadonlyArray<Partial<Messages>>): Messages {
  let node = merges;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new WeakMap() }));
    node = next;
  }
  return (node.merged ??= Object.assign({}, ...parts) as Messages);
}

/** The dictionary of the matched locale and messages layouts (`useMatches()`, or meta()'s `matches`). */
export function messagesOf(matches: ReadonlyArray<MatchLike>): Messages {
  const parts = matches.flatMap((match) => (isMessagesHandle(match?.handle) ? [match.handle.messages] : []));
  if (parts.length === 0) throw new Error("[i18n] no locale layout among the matched routes");
  return merged(parts);
}

/** Search results show about 70 characters of a title (html-validate's long-title rule). */
export const TITLE_MAX_LENGTH = 70;

/** The first title that fits in TITLE_MAX_LENGTH characters, else the last (the most compact). */
export function fittingTitle(candidates: readonly [string, ...string[]]): string {
  return candidates.find((title) => title.length <= TITLE_MAX_LENGTH) ?? candidates[candidates.length - 1]!;
}

/** Fills {name} placeholders; values are formatted by the caller (Intl). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
