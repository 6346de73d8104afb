// The application's side of the server, taken from the server build it loaded: app/ is never
// imported from the sources here, so each of its modules exists once in the process.
import type { ServerBuild } from "react-router";
import type { ServerApi } from "#common/server-api";

export class ServerApiMissingError extends Error {}

export function serverApiOf(build: ServerBuild): ServerApi {
  const api = (build.entry.module as { serverApi?: ServerApi }).serverApi;
  if (!api)
    throw new ServerApiMissingError(
      "the server build exports no serverApi (app/entry.server.tsx); rebuild with npm run build",
    );
  return api;
}
