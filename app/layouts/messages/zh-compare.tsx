// A pathless layout that ships the zh strings of the compare and head-to-head pages as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhCompare } from "../../i18n/zh/compare";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhCompare };

export default function ZhCompareMessages() {
  return <Outlet />;
}
