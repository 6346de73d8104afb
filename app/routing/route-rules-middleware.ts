// Route rules as React Router middleware: on the server for .data requests and SSR, in the
// browser for client navigations, where an external target is a full navigation. Document
// requests with a trailing slash are redirected by server/ before they get here; prerendering
// asks for "/lib/" and must render "/lib", so the slash is ignored at this layer.
import { redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { applyRouteRules, type RouteRule } from "./route-rules";
import { clientRouteRules } from "../client/build-meta";

export const routeRulesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/").replace(/(.)\/+$/, "$1");
  const outcome = applyRouteRules(pathname, url.search.replace(/[?&]_routes=[^&]*/, ""));
  if (outcome.redirect) throw redirect(outcome.redirect.location, outcome.redirect.status);
  const response = await next();
  for (const [name, value] of Object.entries(outcome.headers)) response.headers.set(name, value);
  return response;
};

export const routeRulesClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const url = new URL(request.url);
  const rules: ReadonlyArray<RouteRule> | undefined = clientRouteRules();
  const outcome = applyRouteRules(url.pathname, url.search, rules);
  if (outcome.redirect?.external) {
    window.location.assign(outcome.redirect.location);
    return new Promise<never>(() => {});
  }
  if (outcome.redirect) throw redirect(outcome.redirect.location, outcome.redirect.status);
  return next();
};
