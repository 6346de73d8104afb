// A chunk that fails to load (usually a deploy removed it) reloads the page once (guarded).
import { guardedReload } from "./reload-guard";

const CHUNK_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_FAILURE.test(message);
}

export function reloadOnChunkFailure(): () => void {
  const onPreloadError = (event: Event) => {
    console.error("[cpu-atlas] a chunk failed to preload:", (event as Event & { payload?: unknown }).payload);
    if (guardedReload()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) guardedReload();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
