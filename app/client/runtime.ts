// Starts the browser-only behaviour once, after hydration.
import { scheduleBuildMetaFetch } from "./build-meta";
import { reloadOnNavigationWhenOutdated, startBuildVersionPolling } from "./build-version";
import { reloadOnChunkFailure } from "./chunk-reload";
import { preloadOnIntent, routePreloads } from "./preload-queue";

declare global {
  interface Window {
    __reactRouterDataRouter?: Parameters<typeof reloadOnNavigationWhenOutdated>[0];
    __cpuAtlasPreloads?: typeof routePreloads;
  }
}

export function startClientRuntime(): () => void {
  window.__cpuAtlasPreloads = routePreloads;
  const stops = [scheduleBuildMetaFetch(), startBuildVersionPolling(), reloadOnChunkFailure(), preloadOnIntent()];
  const router = window.__reactRouterDataRouter;
  if (router) stops.push(reloadOnNavigationWhenOutdated(router));
  return () => stops.forEach((stop) => stop());
}
