// Starts the browser-only behaviour once, after hydration.
import { scheduleBuildMetaFetch } from "./build-meta";
import { reloadOnNavigationWhenOutdated, startBuildVersionPolling } from "./build-version";
import { reloadOnChunkFailure, type NavigatingRouter } from "./chunk-reload";
import { preloadOnIntent, routePreloads } from "./preload-queue";

declare global {
  interface Window {
    __reactRouterDataRouter?: Parameters<typeof reloadOnNavigationWhenOutdated>[0] & NavigatingRouter;
    __cpuAtlasPreloads?: typeof routePreloads;
  }
}

export function startClientRuntime(): () => void {
  window.__cpuAtlasPreloads = routePreloads;
  const router = window.__reactRouterDataRouter;
  const stops = [scheduleBuildMetaFetch(), startBuildVersionPolling(), reloadOnChunkFailure(router), preloadOnIntent()];
  if (router) stops.push(reloadOnNavigationWhenOutdated(router));
  return () => stops.forEach((stop) => stop());
}
