// A pathless layout that ships the zh strings of the socket and upgrade pages as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhPlatforms } from "../../i18n/zh/platforms";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhPlatforms };

export default function ZhPlatformsMessages() {
  return <Outlet />;
}
