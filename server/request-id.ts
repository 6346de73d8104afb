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

// Kept on the response under a symbol of this module rather than in a WeakMap: a WeakMap entry
// per request made every young-generation collection walk its ephemerons (about 2% of a cached
// answer's CPU time in a profile).
const ID = Symbol("request id");
type WithId = ServerResponse & { [ID]?: string };

export function giveRequestId(res: ServerResponse, id: string): void {
  (res as WithId)[ID] = id;
}

/** The id given to this response's request, if any (none in dev, which keeps no access log). */
export function requestIdFor(res: ServerResponse): string | undefined {
  return (res as WithId)[ID];
}
