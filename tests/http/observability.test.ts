// Access logs (one JSON line per request on stdout, X-Request-Id echoed) and Prometheus
// metrics on their own loopback port, never on the public one; summed across a cluster.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "../support/http";
import { freePort, startServer, type RunningServer } from "../support/start-server";

type LogLine = Record<string, unknown>;
const logLines = (server: RunningServer): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const scrape = async (port: number, headers: Record<string, string> = {}) => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};

/** The value of one sample line of the exposition text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("one process: access log and metrics", () => {
  let server: RunningServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ ACCESS_LOG: "on", METRICS_PORT: String(metricsPort) });
  }, 90_000);
  afterAll(() => server?.stop());
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA, ...headers } });

  it("echoes a sane incoming X-Request-Id and replaces an odd one", async () => {
    expect((await get("/en", { "X-Request-Id": "edge-42" })).headers.get("x-request-id")).toBe("edge-42");
    const replaced = (await get("/en", { "X-Request-Id": "bad id with spaces" })).headers.get("x-request-id");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives every answer its own id, also answers served from memory", async () => {
    const ids = new Set<string | null>();
    for (let i = 0; i < 3; i++) ids.add((await get("/en/cpu/amd/ryzen-7-7800x3d")).headers.get("x-request-id"));
    expect(ids.size).toBe(3);
  });

  it("writes one JSON line per request, with a truncated query and no header value", async () => {
    const res = await get(`/en/lib?q=${"ryzen".repeat(200)}`, {
      "X-Request-Id": "log-check",
      Cookie: "session=do-not-log-me",
      "Accept-Encoding": "identity",
    });
    const body = await res.arrayBuffer();
    const line = await waitFor("the log line", () => logLines(server).find((l) => l.id === "log-check"));
    expect(line).toMatchObject({ method: "GET", path: "/en/lib", status: 200, worker: 0, cache: "miss" });
    expect(String(line.query).length).toBeLessThanOrEqual(257);
    expect(Number(line.bytes)).toBeGreaterThan(body.byteLength);
    expect(Number(line.ms)).toBeGreaterThan(0);
    expect(Date.parse(String(line.time))).not.toBeNaN();
    expect(server.output()).not.toContain("do-not-log-me");
    await get(`/en/lib?q=${"ryzen".repeat(200)}`, { "X-Request-Id": "log-check-2" });
    expect(await waitFor("the second line", () => logLines(server).find((l) => l.id === "log-check-2"))).toMatchObject({
      cache: "hit",
    });
  });

  it("does not answer /metrics on the public port", async () => {
    const res = await get("/metrics");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("cpu_atlas_");
  });

  it("serves Prometheus text on the metrics port: requests by kind and status, cache outcomes, the catalogue", async () => {
    await get("/en/cpu/intel/core-i7-14700k");
    await get("/api/cpus/amd/no-such-cpu");
    const { status, type, text } = await scrape(metricsPort);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'cpu_atlas_http_requests_total{kind="cpu",status="200"}')).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'cpu_atlas_http_requests_total{kind="api-cpu",status="404"}')).toBe(1);
    expect(
      sample(text, 'cpu_atlas_http_request_duration_seconds_count{kind="cpu",status="200"}'),
    ).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'cpu_atlas_cache_total{kind="lib",outcome="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cpu_atlas_cache_total{kind="lib",outcome="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "cpu_atlas_catalogue_available")).toBe(1);
    expect(text).toMatch(/^cpu_atlas_catalogue_info\{data_version="[^"]+"\} 1$/m);
    expect(sample(text, "cpu_atlas_catalogue_age_seconds")).toBeGreaterThan(0);
    expect(text).toContain("cpu_atlas_process_resident_memory_bytes");
  });

  it("answers only GET /metrics there", async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: "POST" })).status).toBe(405);
  });
});

describe("metrics with a token, and no access log", () => {
  let server: RunningServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ ACCESS_LOG: "off", METRICS_PORT: String(metricsPort), METRICS_TOKEN: "s3cret-token" });
  }, 90_000);
  afterAll(() => server?.stop());

  it("asks for the bearer token", async () => {
    const without = await scrape(metricsPort);
    expect(without.status).toBe(401);
    expect(without.text).not.toContain("cpu_atlas_");
    expect((await scrape(metricsPort, { Authorization: "Bearer wrong" })).status).toBe(401);
    expect((await scrape(metricsPort, { Authorization: "Bearer s3cret-token" })).status).toBe(200);
  });

  it("writes no access log line", async () => {
    await fetch(`${server.url}/en`, { headers: { "X-Request-Id": "quiet" } });
    await new Promise((r) => setTimeout(r, 200));
    expect(logLines(server)).toEqual([]);
  });
});

describe("a cluster of two workers", () => {
  let server: RunningServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ WEB_CONCURRENCY: "2", ACCESS_LOG: "on", METRICS_PORT: String(metricsPort) });
  }, 90_000);
  afterAll(() => server?.stop());

  it("sums the workers' requests on the primary's metrics port and counts restarts", { timeout: 120_000 }, async () => {
    await waitFor("two workers", () =>
      (server.output().match(/indexes of \d+ processors/g) ?? []).length >= 2 ? true : undefined,
    );
    await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${server.url}/en/cpu/amd/ryzen-7-7800x3d`, { headers: { "User-Agent": BROWSER_UA } }).then((r) =>
          r.arrayBuffer(),
        ),
      ),
    );
    const workers = new Set(
      await waitFor("log lines of 30 requests", () => {
        const lines = logLines(server).filter((l) => l.path === "/en/cpu/amd/ryzen-7-7800x3d");
        return lines.length >= 30 ? lines.map((l) => l.worker) : undefined;
      }),
    );
    expect([...workers].every((w) => Number(w) >= 1)).toBe(true);
    const before = await scrape(metricsPort);
    expect(before.status).toBe(200);
    expect(sample(before.text, 'cpu_atlas_http_requests_total{kind="cpu",status="200"}')).toBe(30);
    expect(sample(before.text, "cpu_atlas_workers")).toBe(2);
    expect(sample(before.text, "cpu_atlas_worker_restarts_total")).toBe(0);

    const victim = Number(/pid (\d+); indexes/.exec(server.output())?.[1]);
    process.kill(victim, "SIGKILL");
    const after = await waitFor(
      "a restart counted",
      async () => {
        const { text } = await scrape(metricsPort);
        return sample(text, "cpu_atlas_worker_restarts_total") === 1 ? text : undefined;
      },
      60_000,
    );
    expect(sample(after, "cpu_atlas_workers")).toBeGreaterThanOrEqual(1);
  });
});
