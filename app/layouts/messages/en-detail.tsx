// A pathless layout that ships the en strings of the detail page (and of the compare and head-to-head pages, which show its spec sheet labels) as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enDetail } from "../../i18n/en/detail";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enDetail };

export default function EnDetailMessages() {
  return <Outlet />;
}
