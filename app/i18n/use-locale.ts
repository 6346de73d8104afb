import { useLocation, useMatches } from "react-router";
import { localeOfPath, type Locale } from "#common/locale";
import { messagesOf } from "./messages";
import type { Messages } from "./zh";

export function useLocale(): { locale: Locale; t: Messages } {
  const locale = localeOfPath(useLocation().pathname);
  return { locale, t: messagesOf(useMatches()) };
}
