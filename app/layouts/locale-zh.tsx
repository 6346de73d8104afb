// The pathless layout around every zh page: it ships the zh dictionary as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zh } from "../i18n/zh";
import type { LocaleHandle } from "../i18n/messages";

export const handle: LocaleHandle = { messages: zh };

export default function ZhLocale() {
  return <Outlet />;
}
