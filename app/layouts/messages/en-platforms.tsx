// A pathless layout that ships the en strings of the socket and upgrade pages as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enPlatforms } from "../../i18n/en/platforms";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enPlatforms };

export default function EnPlatformsMessages() {
  return <Outlet />;
}
