// The application's route rules (app/routing/route-rules.ts, through the server build): one 301
// from a trailing slash or a non-canonical form to the canonical path, external redirects, and
// the headers a rule's middleware adds (noindex).
import type { Stage } from "./pipeline";
import { sendRuleRedirect } from "./plain-answer";

export const routeRules: Stage = (x, next) => {
  const rules = x.api.applyRouteRules(x.pathname, x.search);
  if (rules.redirect) return sendRuleRedirect(x, rules.redirect);
  for (const header of Object.entries(rules.headers)) x.pathHeaders.push(header);
  next(x);
};
