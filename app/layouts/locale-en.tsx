// The pathless layout around every en page: it ships the en dictionary as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { en } from "../i18n/en";
import type { LocaleHandle } from "../i18n/messages";

export const handle: LocaleHandle = { messages: en };

export default function EnLocale() {
  return <Outlet />;
}
