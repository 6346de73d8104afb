// The page's module preloads at low priority, ahead of <Scripts>'s own (same hrefs, which
// the browser then fetches once). A server-rendered page paints from its HTML and stylesheet
// alone; the scripts only hydrate it. At React Router's default (high) priority the 14 or so
// preloads come before the stylesheet in the head, take HTTP/1.1's six connections first and
// count as render-blocking in Lighthouse's simulated first paint (docs/decisions.md).
import { useContext, useEffect, useState } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

type Manifest = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];

/** What <Scripts> preloads for these routes: the manifest, the entry and its imports, each route's modules and imports. */
export function modulePreloadHrefs(manifest: Manifest, routeIds: readonly string[]): string[] {
  const hrefs = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    const { module, clientActionModule, clientLoaderModule, hydrateFallbackModule, imports = [] } = route;
    for (const href of [module, clientActionModule, clientLoaderModule, hydrateFallbackModule, ...imports])
      if (href) hrefs.add(href);
  }
  return [...hrefs];
}

/** Rendered on the server and while hydrating, like <Scripts>'s preloads; gone once hydrated. */
export function LowPriorityModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!framework || hydrated) return null;
  const hrefs = modulePreloadHrefs(
    framework.manifest,
    matches.map((match) => match.id),
  );
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}
