// WEB_CONCURRENCY=2: two worker processes share the port; one that dies is replaced and the
// site keeps answering; a bad WEB_CONCURRENCY stops the start with a clear message.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "../support/http";
import { startServer, type RunningServer } from "../support/start-server";

function childrenOf(pid: number): number[] {
  const out = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
  return out.split("\n").filter(Boolean).map(Number);
}

function isServerWorker(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.ts");
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, probe: () => T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("cluster of two workers", () => {
  let server: RunningServer;
  const workers = () => childrenOf(server.child.pid as number).filter(isServerWorker);

  beforeAll(async () => {
    server = await startServer({ WEB_CONCURRENCY: "2" });
  }, 40_000);
  afterAll(() => server.stop());

  it("starts two workers that both serve pages", { timeout: 30_000 }, async () => {
    const pids = await waitFor("two workers", () => (workers().length === 2 ? workers() : undefined));
    expect(pids).toHaveLength(2);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${server.url}/en/cpu/intel/core-i9-14900k`, { headers: { "User-Agent": BROWSER_UA } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("has each worker build the catalogue's indexes before it listens", async () => {
    const lines = await waitFor("two start lines", () => {
      const found = server.output().match(/pid \d+; indexes of \d+ processors built in \d+ ms/g);
      return found && found.length >= 2 ? found : undefined;
    });
    for (const line of lines) expect(Number(/of (\d+) processors/.exec(line)?.[1])).toBeGreaterThan(100);
  });

  it("replaces a worker that is killed and keeps answering", { timeout: 30_000 }, async () => {
    const [victim, survivor] = await waitFor("two workers", () => (workers().length === 2 ? workers() : undefined));
    process.kill(victim as number, "SIGKILL");
    const replacement = await waitFor("a replacement worker", () =>
      workers().find((pid) => pid !== victim && pid !== survivor),
    );
    expect(replacement).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(200);
    }
    expect(server.output()).toMatch(/exited \(SIGKILL\); starting another/);
  });
});

describe("WEB_CONCURRENCY validation", () => {
  it("refuses a value that is not a worker count, without a stack trace", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "production", WEB_CONCURRENCY: "many", PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/WEB_CONCURRENCY must be "auto" or a whole number/);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
