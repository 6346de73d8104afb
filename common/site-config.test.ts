import { describe, expect, it } from "vitest";
import { siteOriginFrom } from "./site-config";

describe("siteOriginFrom", () => {
  it("is SITE_ORIGIN without a trailing slash", () => {
    expect(siteOriginFrom({ SITE_ORIGIN: "https://cpu.example/", PORT: "8080" })).toBe("https://cpu.example");
  });

  it("defaults to the local server's own origin, on its PORT", () => {
    expect(siteOriginFrom({ PORT: "8080" })).toBe("http://localhost:8080");
    expect(siteOriginFrom({})).toBe("http://localhost:3000");
    expect(siteOriginFrom({ PORT: "" })).toBe("http://localhost:3000");
  });
});
