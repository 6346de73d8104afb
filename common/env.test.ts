import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const errorOf = (source: Record<string, string>): string => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("parsed without an error");
};

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      BASE_URL: "/",
      CATALOGUE_DB: "var/catalogue.sqlite",
      BUILD_DIR: "build",
      TRUST_PROXY: false,
      ACCESS_LOG: true,
      ANSWER_CACHE_MB: 128,
      SHUTDOWN_DRAIN_MS: 2_000,
      WEB_CONCURRENCY: "auto",
      METRICS_PORT: 9464,
      METRICS_HOST: "127.0.0.1",
      SKIP_DB_BUILD: false,
      KEEP_BUILDS: 3,
    });
    for (const unset of [
      "PORT",
      "HOST",
      "SITE_ORIGIN",
      "ASSET_BASE_URL",
      "BUILD_ID",
      "METRICS_TOKEN",
      "PRERENDER_WORKERS",
    ] as const) {
      expect(env[unset]).toBeUndefined();
    }
  });

  it("reads numbers, flags, worker counts and the metrics port", () => {
    const env = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "1",
      ACCESS_LOG: "off",
      ANSWER_CACHE_MB: "0",
      WEB_CONCURRENCY: "2",
      METRICS_PORT: "off",
      PRERENDER_WORKERS: "3",
      PRERENDER_WORKER: '{"buildDir":"/tmp/b"}',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      ACCESS_LOG: false,
      ANSWER_CACHE_MB: 0,
      WEB_CONCURRENCY: 2,
      METRICS_PORT: null,
      PRERENDER_WORKERS: 3,
    });
    expect(env.PRERENDER_WORKER).toEqual({ buildDir: "/tmp/b" });
    expect(parseEnv({ PORT: "0" }).PORT).toBe(0);
    expect(parseEnv({ METRICS_PORT: "9100" }).METRICS_PORT).toBe(9100);
  });

  it("takes SITE_ORIGIN without its trailing slash", () => {
    expect(parseEnv({ SITE_ORIGIN: "https://cpu.example/" }).SITE_ORIGIN).toBe("https://cpu.example");
    expect(parseEnv({ SITE_ORIGIN: "http://127.0.0.1:4123" }).SITE_ORIGIN).toBe("http://127.0.0.1:4123");
  });

  it("counts empty and blank values as unset, and trims the others", () => {
    const env = parseEnv({ PORT: "", WEB_CONCURRENCY: "  ", METRICS_HOST: " 0.0.0.0 " });
    expect(env).toMatchObject({ WEB_CONCURRENCY: "auto", METRICS_HOST: "0.0.0.0" });
    expect(env.PORT).toBeUndefined();
  });

  it.each([
    ["PORT", "abc", "PORT must be a whole number from 0 to 65535"],
    ["PORT", "70000", "PORT must be a whole number from 0 to 65535"],
    ["SITE_ORIGIN", "cpu-atlas.example", "SITE_ORIGIN must be an http(s) origin"],
    ["SITE_ORIGIN", "https://cpu-atlas.example/zh", "SITE_ORIGIN must be an http(s) origin"],
    ["BASE_URL", "sub/", 'BASE_URL must be a path starting with "/"'],
    ["ASSET_BASE_URL", "cdn.example", "ASSET_BASE_URL must be a path"],
    ["BUILD_ID", "../x", "BUILD_ID must be letters"],
    ["TRUST_PROXY", "maybe", "TRUST_PROXY must be 1 or 0"],
    ["ANSWER_CACHE_MB", "-1", "ANSWER_CACHE_MB must be a whole number"],
    ["WEB_CONCURRENCY", "many", 'WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64'],
    ["WEB_CONCURRENCY", "0", 'WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64'],
    ["METRICS_PORT", "1.5", 'METRICS_PORT must be a port number or "off"'],
    ["PRERENDER_WORKER", "{", "PRERENDER_WORKER must be JSON"],
    ["CPU_ATLAS_AS_OF", "yesterday", "CPU_ATLAS_AS_OF must be a date, YYYY-MM-DD"],
  ])("refuses %s=%s, naming the variable and the value", (name, value, message) => {
    const text = errorOf({ [name]: value });
    expect(text).toContain(message);
    expect(text).toContain(`not ${JSON.stringify(value)}`);
  });

  it("lists every bad variable at once", () => {
    const text = errorOf({ PORT: "abc", WEB_CONCURRENCY: "many", HOST: "fine" });
    expect(text.split("\n")).toEqual([
      "Invalid environment:",
      '  PORT must be a whole number from 0 to 65535, not "abc"',
      '  WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64, not "many"',
    ]);
  });
});

describe("envOrExit", () => {
  it("ends an entry point with the message and exit code 1, not a stack trace", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--eval", 'import("./common/env.ts").then((m) => m.envOrExit())'],
      {
        env: { ...process.env, PORT: "abc" },
        encoding: "utf8",
        timeout: 20_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535, not "abc"');
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
