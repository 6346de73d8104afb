// A pathless layout that ships the en strings of the home page as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enHome } from "../../i18n/en/home";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enHome };

export default function EnHomeMessages() {
  return <Outlet />;
}
