import { en } from "./en";
import type { Locale } from "./locale";
import { zh, type Messages } from "./zh";

const MESSAGES: Record<Locale, Messages> = { zh, en };

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}

/** Fills {name} placeholders; values are formatted by the caller (Intl). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
