import { describe, expect, it } from "vitest";
import { fittingTitle, messagesFor, TITLE_MAX_LENGTH } from "./messages";

describe("messagesFor", () => {
  it("has a locale's dictionary once the module that ships it has loaded", async () => {
    await import("../layouts/locale-en");
    expect(messagesFor("en").siteName).toBe("CPU Atlas");
  });

  it("throws for a locale whose dictionary was never loaded", () => {
    expect(() => messagesFor("zh")).toThrow(/"zh" messages are not loaded/);
  });
});

describe("fittingTitle", () => {
  it("takes the first title that fits, else the most compact", () => {
    const long = "x".repeat(TITLE_MAX_LENGTH + 1);
    expect(fittingTitle([long, "short", "shorter"])).toBe("short");
    expect(fittingTitle(["x".repeat(TITLE_MAX_LENGTH), "short"])).toBe("x".repeat(TITLE_MAX_LENGTH));
    expect(fittingTitle([long, `${long}!`])).toBe(`${long}!`);
  });
});
