// The request id: a sane X-Request-Id from a proxy in front is kept (so its logs and ours
// join up), anything else is replaced by a fresh one. The access log gives each request its
// id (access-log.ts); the answer echoes it in the response header (answer.ts).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";

export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
}

const ids = new WeakMap<ServerResponse, string>();

export function giveRequestId(res: ServerResponse, id: string): void {
  ids.set(res, id);
}

/** The id given to this response's request, if any (none in dev, which keeps no access log). */
export function requestIdFor(res: ServerResponse): string | undefined {
  return ids.get(res);
}
