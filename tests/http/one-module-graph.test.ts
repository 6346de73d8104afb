// One module graph: server/ warms the catalogue's indexes through the server build, so the
// loaders find them built. The first library search and the first detail and platform pages
// build no index; each was built once, before the port opened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "../support/http";
import { freePort, startServer, type RunningServer } from "../support/start-server";

async function indexBuilds(metricsPort: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const builds: Record<string, number> = {};
  for (const [, index, value] of text.matchAll(/^cpu_atlas_index_builds\{index="(\w+)"\} (\d+)$/gm))
    builds[index as string] = Number(value);
  return builds;
}

describe("after start-up, visitors build no index", () => {
  let server: RunningServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ METRICS_PORT: String(metricsPort) });
  }, 90_000);
  afterAll(() => server?.stop());

  it("built each index once before listening, and the first search, detail and platform pages reuse them", async () => {
    const once = { library: 1, search: 1, detail: 1, platform: 1 };
    expect(await indexBuilds(metricsPort)).toEqual(once);
    // A query and an unused parameter: rendered, never a prerendered file.
    for (const path of [
      "/lib?q=ryzen",
      "/en/lib?q=core+i9&sort=cores",
      "/cpu/amd/ryzen-7-7800x3d?x=1",
      "/en/socket/am5?x=1",
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-render-cache"), path).toBeNull();
    }
    expect(await indexBuilds(metricsPort)).toEqual(once);
  });
});
