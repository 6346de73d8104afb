// The source line of a detail page (catalog/detail/spec-source.ts decides the source; the messages word it).
import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { fill } from "../i18n/messages";
import { zh } from "../i18n/zh";

describe("the source line's messages", () => {
  it("read as the page shows them, in both languages", () => {
    const values = { vendor: "AMD", outlets: "Tom's Hardware and TechPowerUp", date: "2026-01-05" };
    expect(fill(en.detail.specFromAnnouncement, values)).toBe(
      "Specification from AMD's announcement, as reported by Tom's Hardware and TechPowerUp, 2026-01-05",
    );
    expect(fill(zh.detail.specFromAnnouncement, { ...values, outlets: "Tom's Hardware 与 TechPowerUp" })).toBe(
      "规格来自 AMD 的发布公告，据 Tom's Hardware 与 TechPowerUp 报道，2026-01-05",
    );
    expect(fill(en.detail.specFromVendor, { vendor: "AMD" })).toBe("Specification from AMD's product page");
  });
});
