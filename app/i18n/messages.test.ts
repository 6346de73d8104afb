import { describe, expect, it } from "vitest";
import { handle as enHandle } from "../layouts/locale-en";
import { handle as zhHandle } from "../layouts/locale-zh";
import { fittingTitle, messagesOf, TITLE_MAX_LENGTH } from "./messages";

describe("messagesOf", () => {
  it("takes the dictionary of the matched locale layout", () => {
    expect(messagesOf([{ handle: undefined }, { handle: enHandle }, { handle: { other: true } }]).siteName).toBe("CPU Atlas");
    expect(messagesOf([undefined, { handle: zhHandle }])).toBe(zhHandle.messages);
  });

  it("throws when no locale layout matched", () => {
    expect(() => messagesOf([{ handle: undefined }, { handle: { other: true } }])).toThrow(/no locale layout/);
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
