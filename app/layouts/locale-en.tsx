// The pathless layout around every en page: it ships the en strings every page shows as its
// route handle; the layouts in ./messages add each page's own (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enCommon } from "../i18n/en/common";
import type { MessagesHandle } from "../i18n/messages";

export const handle: MessagesHandle = { messages: enCommon };

export default function EnLocale() {
  return <Outlet />;
}
