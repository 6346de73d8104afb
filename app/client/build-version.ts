// Polls builds/latest.json every hour and when the tab becomes visible again. Once a newer
// build is deployed, the next client navigation becomes a full page load (guarded).
import { guardedReload } from "./reload-guard";
import { appFileUrl, clientConfig } from "./runtime-config";

const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

let outdated = false;

async function checkLatestBuild(): Promise<void> {
  try {
    const response = await fetch(`${appFileUrl("builds/latest.json")}?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) return;
    const latest = (await response.json()) as { id?: unknown };
    if (typeof latest.id === "string" && latest.id !== clientConfig().buildId) outdated = true;
  } catch {
    // Offline or deploy in progress: try again at the next poll.
  }
}

export function startBuildVersionPolling(): () => void {
  const interval = window.setInterval(() => void checkLatestBuild(), BUILD_POLL_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") void checkLatestBuild();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.clearInterval(interval);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

type RouterLike = {
  subscribe(
    fn: (state: {
      navigation: { state: string; location?: { pathname: string; search: string; hash: string } };
    }) => void,
  ): () => void;
};

/** Turns the next client navigation into a full load when a newer build is live. */
export function reloadOnNavigationWhenOutdated(router: RouterLike): () => void {
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (!outdated || state.navigation.state === "idle" || !target) return;
    guardedReload(`${target.pathname}${target.search}${target.hash}`);
  });
}
