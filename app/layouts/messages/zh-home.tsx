// A pathless layout that ships the zh strings of the home page as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhHome } from "../../i18n/zh/home";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhHome };

export default function ZhHomeMessages() {
  return <Outlet />;
}
