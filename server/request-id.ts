// The request id: a sane X-Request-Id from a proxy in front is kept (so its logs and ours
// join up), anything else is replaced by a fresh one. It is echoed in the response header
// and written in the access log.
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
}
