// A pathless layout that ships the en strings of the API documentation page as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { enApiDocs } from "../../i18n/en/api-docs";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: enApiDocs };

export default function EnApiDocsMessages() {
  return <Outlet />;
}
