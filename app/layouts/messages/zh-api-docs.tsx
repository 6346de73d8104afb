// A pathless layout that ships the zh strings of the API documentation page as its route handle (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zhApiDocs } from "../../i18n/zh/api-docs";
import type { MessagesHandle } from "../../i18n/messages";

export const handle: MessagesHandle = { messages: zhApiDocs };

export default function ZhApiDocsMessages() {
  return <Outlet />;
}
