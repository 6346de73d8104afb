// /healthz (the process answers) and /readyz (the catalogue can be read and the server is not
// draining), answered before anything else looks at the request.
import { RETRY_AFTER_SECONDS } from "#common/http";
import type { Stage } from "./pipeline";
import { sendPlain } from "./plain-answer";

export const probes: Stage = (x, next) => {
  if (x.pathname === "/healthz") return sendPlain(x, 200, "ok");
  if (x.pathname !== "/readyz") return next(x);
  const state = x.api.catalogueState(true);
  if (x.shuttingDown) sendPlain(x, 503, "Service Unavailable: shutting down", { "Retry-After": "5" });
  else if (!state.available)
    sendPlain(x, 503, "Service Unavailable: catalogue unavailable", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  else sendPlain(x, 200, `ready ${state.dataVersion}`);
};
