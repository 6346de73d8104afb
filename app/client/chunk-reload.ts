// A chunk that fails to load (usually a deploy removed it) means one full page load (guarded
// by the 10 s marker), of the page the user was going to when a client navigation is under
// way, else of the current page.
//
// React Router itself calls `window.location.reload()` when a route module fails to import
// (`loadRouteModule`), which reloads the page being left and loses the click. No option
// turns that off, so its reload is caught where it happens: as a "reload" navigate event of
// the Navigation API, cancelled and replaced by one load of the destination. Browsers
// without the Navigation API keep React Router's reload of the current page.
import { guardedReload } from "./reload-guard";

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

type Target = { pathname: string; search: string; hash: string };
type RouterState = { navigation: { state: string; location?: Target } };
export type NavigatingRouter = { state: RouterState; subscribe(fn: (state: RouterState) => void): () => void };
type NavigateEvent = Event & { navigationType: string; cancelable: boolean };
type NavigationApi = EventTarget;

function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_FAILURE.test(message);
}

let router: NavigatingRouter | undefined;
/** Where this document already asked to go with a full load (at most one per document). */
let reloadingTo: string | null = null;

function pendingTarget(): string | null {
  const navigation = router?.state.navigation;
  if (!navigation || navigation.state === "idle" || !navigation.location) return null;
  const { pathname, search, hash } = navigation.location;
  return `${pathname}${search}${hash}`;
}

/** A full load is already under way: a navigation begun since then takes its place (still one load). */
function retarget(): void {
  const target = pendingTarget();
  if (reloadingTo === null || target === null || target === reloadingTo) return;
  reloadingTo = target;
  window.location.assign(target);
}

/** After a chunk failed: one full load of the destination (or this page), unless the guard says no. */
export function reloadAfterChunkFailure(): boolean {
  const target = pendingTarget();
  if (reloadingTo !== null) {
    retarget();
    return true;
  }
  if (!guardedReload(target ?? undefined)) return false;
  reloadingTo = target ?? `${location.pathname}${location.search}${location.hash}`;
  return true;
}

/** React Router's own reload during a client navigation: cancelled, and done our way instead. */
function interceptRouterReload(event: Event): void {
  const navigate = event as NavigateEvent;
  if (navigate.navigationType !== "reload" || !navigate.cancelable || pendingTarget() === null) return;
  if (reloadingTo !== null && reloadingTo === pendingTarget()) {
    navigate.preventDefault();
    return;
  }
  navigate.preventDefault();
  console.error(`[cpu-atlas] a route module failed to load; loading ${pendingTarget()} in full`);
  // Navigating from inside a navigate event's dispatch is not allowed; do it right after.
  queueMicrotask(() => reloadAfterChunkFailure());
}

export function reloadOnChunkFailure(routerInstance?: NavigatingRouter): () => void {
  router = routerInstance;
  const onPreloadError = (event: Event) => {
    console.error("[cpu-atlas] a chunk failed to preload:", (event as Event & { payload?: unknown }).payload);
    if (reloadAfterChunkFailure()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  };
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  navigation?.addEventListener("navigate", interceptRouterReload);
  // A click while this page reloads (say a hover's preload failed just before) goes where it points.
  const unsubscribe = router?.subscribe(retarget);
  return () => {
    unsubscribe?.();
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
    navigation?.removeEventListener("navigate", interceptRouterReload);
  };
}
