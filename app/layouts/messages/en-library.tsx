// A pathless layout that ships the en strings of the library as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enLibrary } from "../../i18n/en/library";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enLibrary };

export default function EnLibraryMessages() {
  return <Outlet />;
}
