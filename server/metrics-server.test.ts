import { describe, expect, it } from "vitest";
import { metricsConfig, MetricsConfigError } from "./metrics-server";

describe("metricsConfig", () => {
  it("listens on loopback port 9464 unless told otherwise", () => {
    expect(metricsConfig({})).toEqual({ port: 9464, host: "127.0.0.1", token: null });
    expect(metricsConfig({ METRICS_PORT: "9100", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "s3cret" })).toEqual({ port: 9100, host: "0.0.0.0", token: "s3cret" });
  });

  it("is off when asked, and refuses a port that is not one", () => {
    expect(metricsConfig({ METRICS_PORT: "off" })).toBeNull();
    for (const port of ["abc", "70000", "-1", "1.5"]) expect(() => metricsConfig({ METRICS_PORT: port })).toThrow(MetricsConfigError);
  });
});
