// A pathless layout that ships the en strings of the methodology page (/about) as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enAbout } from "../../i18n/en/about";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enAbout };

export default function EnAboutMessages() {
  return <Outlet />;
}
