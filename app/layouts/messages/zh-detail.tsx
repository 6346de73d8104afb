// A pathless layout that ships the zh strings of the detail page (and of the compare and head-to-head pages, which show its spec sheet labels) as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhDetail } from "../../i18n/zh/detail";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhDetail };

export default function ZhDetailMessages() {
  return <Outlet />;
}
