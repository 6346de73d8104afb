import { describe, expect, it } from "vitest";
import { formatTops, formatTransistors } from "./detail/units";
import { formatCache, formatClock, formatInteger, formatLaunchDate, formatPower, formatPrice } from "./format";

describe("formatters (cached per locale)", () => {
  it("format numbers with units in both languages, the same on every call", () => {
    for (let call = 0; call < 2; call++) {
      expect(
        (["zh", "en"] as const).map((l) => [
          formatClock(5250, l),
          formatClock(800, l),
          formatCache(98304, l),
          formatCache(512, l),
        ]),
      ).toEqual([
        ["5.25 GHz", "800 MHz", "96 MB", "512 KB"],
        ["5.25 GHz", "800 MHz", "96 MB", "512 KB"],
      ]);
      expect([
        formatPower(120, "en"),
        formatPower(null, "en"),
        formatPrice(449, "zh"),
        formatPrice(449, "en"),
        formatInteger(12345, "en"),
      ]).toEqual(["120 W", "—", "US$449", "$449", "12,345"]);
      expect([formatTransistors(6570, "zh"), formatTransistors(6570, "en"), formatTops(16.5, "en")]).toEqual([
        "65.7亿",
        "6.57B",
        "16.5 TOPS",
      ]);
    }
  });

  it("formats launch dates of a day, a month and a quarter, remembering each per locale", () => {
    for (let call = 0; call < 2; call++) {
      expect(["2023-04-06", "2023-04", "2023-Q2", null].map((d) => formatLaunchDate(d, "zh"))).toEqual([
        "2023年4月6日",
        "2023年4月",
        "2023年第2季度",
        "—",
      ]);
      expect(["2023-04-06", "2023-04", "2023-Q2", null].map((d) => formatLaunchDate(d, "en"))).toEqual([
        "April 6, 2023",
        "April 2023",
        "Q2 2023",
        "—",
      ]);
    }
  });
});
