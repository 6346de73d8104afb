import type { Messages } from "./zh";

// A locale's dictionary ships in its pathless layout's route module (app/layouts/locale-zh.tsx,
// locale-en.tsx) as the route's `handle`, so the browser downloads only the current locale's,
// preloaded with the page's other route modules; switching language loads the other layout
// (and dictionary) like any route module. Components and meta() read it from the matched
// routes, which include the layout on every page (each locale's `*` route sits inside it).

/** What a locale layout exports as its route `handle`. */
export type LocaleHandle = { messages: Messages };

type MatchLike = { handle?: unknown } | undefined;

function isLocaleHandle(handle: unknown): handle is LocaleHandle {
  return typeof handle === "object" && handle !== null && "messages" in handle;
}

/** The dictionary of the matched locale layout (`useMatches()`, or meta()'s `matches`). */
export function messagesOf(matches: ReadonlyArray<MatchLike>): Messages {
  const handle = matches.find((match) => isLocaleHandle(match?.handle))?.handle as LocaleHandle | undefined;
  if (!handle) throw new Error("[i18n] no locale layout among the matched routes");
  return handle.messages;
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
