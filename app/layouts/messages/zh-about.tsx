// A pathless layout that ships the zh strings of the methodology page (/about) as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhAbout } from "../../i18n/zh/about";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhAbout };

export default function ZhAboutMessages() {
  return <Outlet />;
}
