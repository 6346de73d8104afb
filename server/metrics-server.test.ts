import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#common/env";
import { metricsConfig } from "./metrics-server";

describe("metricsConfig", () => {
  it("listens on loopback port 9464 unless told otherwise", () => {
    expect(metricsConfig(parseEnv({}))).toEqual({ port: 9464, host: "127.0.0.1", token: null });
    expect(metricsConfig(parseEnv({ METRICS_PORT: "9100", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "s3cret" }))).toEqual(
      { port: 9100, host: "0.0.0.0", token: "s3cret" },
    );
  });

  it("is off when asked, and a port that is not one stops the start (env.ts)", () => {
    for (const off of ["off", "OFF", "0", "false", "no"])
      expect(metricsConfig(parseEnv({ METRICS_PORT: off }))).toBeNull();
    for (const port of ["abc", "70000", "-1", "1.5"]) expect(() => parseEnv({ METRICS_PORT: port })).toThrow(EnvError);
  });
});
