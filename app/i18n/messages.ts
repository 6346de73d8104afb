import type { Locale } from "./locale";
import type { Messages } from "./zh";

// Each dictionary is registered by the route module that ships it (app/layouts/locale-zh.tsx,
// locale-en.tsx: pathless layouts around each locale's pages), so the browser downloads only
// the current locale's, preloaded with the page's other route modules; switching language
// loads the other layout (and dictionary) like any route module. The server imports every
// route module at start-up, so it has both.
const registry: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  registry[locale] = messages;
}

export function messagesFor(locale: Locale): Messages {
  const messages = registry[locale];
  if (!messages) throw new Error(`[i18n] the "${locale}" messages are not loaded`);
  return messages;
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
