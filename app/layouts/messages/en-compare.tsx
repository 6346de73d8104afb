// A pathless layout that ships the en strings of the compare and head-to-head pages as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enCompare } from "../../i18n/en/compare";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enCompare };

export default function EnCompareMessages() {
  return <Outlet />;
}
