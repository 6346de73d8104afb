// Route rules on client navigations, from the build's meta file once it has loaded (about 1 s
// after idle): a redirect then costs no request, and an external target is a full navigation.
// Until then the server's answer to the navigation's data request carries the redirect (as
// React Router's single-fetch redirect), except for a trailing slash, which a data request's
// URL cannot express ("/lib/" asks for "/lib.data"): such a path is left to the server as a
// document request.
import { redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { clientRouteRules } from "./client-route-rules";

function navigateDocument(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => {});
}

export const routeRulesClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const url = new URL(request.url);
  const loaded = clientRouteRules();
  if (!loaded) return url.pathname !== "/" && url.pathname.endsWith("/") ? navigateDocument(url.href) : next();
  const outcome = loaded.evaluate(loaded.rules, url.pathname, url.search);
  if (outcome.redirect?.external) return navigateDocument(outcome.redirect.location);
  if (outcome.redirect) throw redirect(outcome.redirect.location, outcome.redirect.status);
  return next();
};
