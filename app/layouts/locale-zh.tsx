// The pathless layout around every zh page: it ships the zh strings every page shows as its
// route handle; the layouts in ./messages add each page's own (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhCommon } from "../i18n/zh/common";
import type { MessagesHandle } from "../i18n/messages";

export const handle: MessagesHandle = { messages: zhCommon };

export default function ZhLocale() {
  return <Outlet />;
}
