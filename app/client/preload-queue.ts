// Route preloads (the route modules of a path a user is about to visit), at most 5 in
// flight; the rest wait in a queue. A failed preload is reported and reloads the page (guarded).
import { matchRoutes, type RouteObject } from "react-router";
import { reloadAfterChunkFailure } from "./chunk-reload";

const MAX_CONCURRENT_PRELOADS = 5;

export type PreloadQueue = { preload(path: string): Promise<void>; inFlight(): number; queued(): number };

export function createPreloadQueue(
  load: (path: string) => Promise<void>,
  limit = MAX_CONCURRENT_PRELOADS,
): PreloadQueue {
  const waiting: Array<() => void> = [];
  const started = new Map<string, Promise<void>>();
  let active = 0;
  // A slot is taken synchronously, and handed straight to the next waiter on release.
  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    preload(path) {
      const existing = started.get(path);
      if (existing) return existing;
      const run = acquire().then(async () => {
        try {
          await load(path);
        } finally {
          release();
        }
      });
      started.set(path, run);
      return run;
    },
    inFlight: () => active,
    queued: () => waiting.length,
  };
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = { routes: Record<string, ManifestRoute> };

declare global {
  interface Window {
    __reactRouterManifest?: Manifest;
  }
}

function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

/** The module URLs of every route that renders a path, from React Router's manifest. */
function routeModulesFor(path: string, manifest: Manifest): string[] {
  const matches = matchRoutes(routeTree(manifest), path) ?? [];
  const urls = new Set<string>();
  for (const m of matches) {
    const entry = m.route.id ? manifest.routes[m.route.id] : undefined;
    if (!entry) continue;
    urls.add(entry.module);
    for (const dep of entry.imports ?? []) urls.add(dep);
  }
  return [...urls];
}

async function loadRouteModules(path: string): Promise<void> {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return;
  try {
    await Promise.all(routeModulesFor(path, manifest).map((url) => import(/* @vite-ignore */ url)));
  } catch (error) {
    console.error(`[cpu-atlas] preload of ${path} failed:`, error);
    reloadAfterChunkFailure();
    throw error;
  }
}

export const routePreloads = createPreloadQueue(loadRouteModules);

/** Preloads internal links on hover and keyboard focus (intent). */
export function preloadOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target) return;
    routePreloads.preload(link.pathname).catch(() => {});
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
  };
}
