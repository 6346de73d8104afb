// The servers a suite runs against: the production server of the run (global setup) and
// npm run dev's server, started for the suite, so dev is held to the same behaviour. Against
// a deployment (TEST_BASE_URL) only the former.
import { afterAll, beforeAll } from "vitest";
import { baseUrl, getFrom } from "./http";
import { startDevServer, type RunningServer } from "./start-server";

export type ServerTarget = "production" | "dev";

export const SERVER_TARGETS: ServerTarget[] = process.env.TEST_BASE_URL ? ["production"] : ["production", "dev"];

/** Call inside a describe: `get` sends the suite's requests to `target`. */
export function serverFor(target: ServerTarget): {
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
} {
  let dev: RunningServer | undefined;
  let base = "";
  beforeAll(async () => {
    if (target === "dev") dev = await startDevServer();
    base = dev ? dev.url : baseUrl();
  }, 150_000);
  afterAll(() => dev?.stop());
  return { get: (path, headers = {}) => getFrom(base, path, headers) };
}
