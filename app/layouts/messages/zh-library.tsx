// A pathless layout that ships the zh strings of the library as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhLibrary } from "../../i18n/zh/library";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhLibrary };

export default function ZhLibraryMessages() {
  return <Outlet />;
}
