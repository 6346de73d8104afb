import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { siteConfigFrom, siteOriginFrom } from "./site-config";

describe("siteOriginFrom", () => {
  it("is SITE_ORIGIN without a trailing slash", () => {
    expect(siteOriginFrom(parseEnv({ SITE_ORIGIN: "https://cpu.example/", PORT: "8080" }))).toBe("https://cpu.example");
  });

  it("defaults to the local server's own origin, on its PORT", () => {
    expect(siteOriginFrom(parseEnv({ PORT: "8080" }))).toBe("http://localhost:8080");
    expect(siteOriginFrom(parseEnv({}))).toBe("http://localhost:3000");
    expect(siteOriginFrom(parseEnv({ PORT: "" }))).toBe("http://localhost:3000");
  });
});

describe("siteConfigFrom", () => {
  it("mounts at / and takes assets from the mount path unless told otherwise", () => {
    expect(siteConfigFrom(parseEnv({}))).toMatchObject({ baseUrl: "/", assetBaseUrl: "/" });
    expect(siteConfigFrom(parseEnv({ BASE_URL: "/atlas" }))).toMatchObject({
      baseUrl: "/atlas/",
      assetBaseUrl: "/atlas/",
    });
    expect(siteConfigFrom(parseEnv({ ASSET_BASE_URL: "https://cdn.example/a" }))).toMatchObject({
      assetBaseUrl: "https://cdn.example/a/",
    });
  });
});
