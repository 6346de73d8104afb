// One loader run per prerendered page: the worker asks for a page's .data, then its HTML,
// then writes its _payload.json, and every one of them needs the same loader data.
// React Router's own prerender passes the .data to the HTML request in a header, which
// each route loader decodes again (turbo-stream, twice per page) and the payload decoded
// it a third time. Instead the worker's copy of the server build gets loaders that
// remember their result until the next page starts: the .data request runs them, the HTML
// request gets the same objects, and the payload is the leaf route's data as JSON.
import type { ServerBuild } from "react-router";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Loader = NonNullable<RouteModule["loader"]>;

export type LoaderMemo = {
  /** The server build whose route loaders run once per page. */
  build: ServerBuild;
  /** Forget every remembered result: call before each page. */
  startPage(): void;
  /** What each route loader that ran for the current page returned, by route id (promises). */
  results(): ReadonlyMap<string, Promise<unknown>>;
};

export function memoizeLoaders(build: ServerBuild): LoaderMemo {
  let results = new Map<string, Promise<unknown>>();
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    if (!route || !loader) {
      routes[id] = route;
      continue;
    }
    const remembered: Loader = (args) => {
      let result = results.get(id);
      if (!result) results.set(id, (result = Promise.resolve(loader(args))));
      return result as ReturnType<Loader>;
    };
    // A module namespace cannot be changed: the route gets a plain copy with the wrapped loader.
    routes[id] = { ...route, module: { ...route.module, loader: remembered } };
  }
  return {
    build: { ...build, routes },
    startPage: () => {
      results = new Map();
    },
    results: () => results,
  };
}
