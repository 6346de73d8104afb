import { describe, expect, it } from "vitest";
import { messagesFor } from "./messages";

describe("messagesFor", () => {
  it("has a locale's dictionary once the module that ships it has loaded", async () => {
    await import("../layouts/locale-en");
    expect(messagesFor("en").siteName).toBe("CPU Atlas");
  });

  it("throws for a locale whose dictionary was never loaded", () => {
    expect(() => messagesFor("zh")).toThrow(/"zh" messages are not loaded/);
  });
});
