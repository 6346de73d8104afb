// The build's meta file (the route rules as declared, the prerendered paths, and the matcher:
// each rule as a regular expression), fetched about 1 s after the browser is idle unless the
// connection is slow. Its matcher then drives client navigations (client-route-rules.ts); the
// code that evaluates it is loaded with it, not with the page.
import type { RouteRule } from "../routing/route-rules";
import type { ShippedRouteRule } from "../routing/evaluate-route-rules";
import { setClientRouteRules } from "./client-route-rules";
import { appFileUrl, clientConfig } from "./runtime-config";

export type BuildMeta = {
  id: string;
  timestamp: number;
  routeRules: RouteRule[];
  prerendered: string[];
  matcher: ShippedRouteRule[];
};

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ""));
}

const META_FETCH_DELAY_MS = 1000;

async function fetchBuildMeta(): Promise<void> {
  try {
    const [response, evaluation] = await Promise.all([
      fetch(appFileUrl(`builds/meta/${clientConfig().buildId}.json`)),
      import("../routing/client-rule-evaluation"),
    ]);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const meta = (await response.json()) as BuildMeta;
    setClientRouteRules({
      rules: meta.matcher.map(evaluation.matchingRuleOf),
      evaluate: evaluation.evaluateRouteRules,
    });
  } catch (error) {
    console.error("[cpu-atlas] could not load the build meta file:", error);
  }
}

export function scheduleBuildMetaFetch(): () => void {
  if (isSlowConnection()) return () => {};
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
  let timer = 0;
  const handle = idle(() => {
    timer = window.setTimeout(() => void fetchBuildMeta(), META_FETCH_DELAY_MS);
  });
  return () => {
    window.clearTimeout(timer);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
  };
}
