// Starts the production server (npm start's command) or the dev server (npm run dev's) on a
// free loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The public origin the test servers are started with (and the test build is made for). */
export const TEST_SITE_ORIGIN = "https://cpu-atlas.example";

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess(
    "server/main.ts",
    { NODE_ENV: "production", WEB_CONCURRENCY: "1", ACCESS_LOG: "off", METRICS_PORT: "off", ...env },
    60_000,
  );
}

/** npm run dev's server: Vite in middleware mode in front of the same pipeline. Ready once its server build is loaded. */
export function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess("scripts/dev.ts", { NODE_ENV: "development", ...env }, 120_000);
}

async function startProcess(script: string, env: Record<string, string>, startMs: number): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_ORIGIN: TEST_SITE_ORIGIN, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a loaded 2-core machine start-up (tsx, catalogue indexes) can take a while.
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // never leave it running behind the caller
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      // Already gone: it exited (exitCode) or a signal ended it (signalCode; exitCode stays null).
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, port, child, output: () => output, stop };
}
