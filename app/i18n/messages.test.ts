import { describe, expect, it } from "vitest";
import { handle as enHandle } from "../layouts/locale-en";
import { handle as zhHandle } from "../layouts/locale-zh";
import { handle as enLibraryHandle } from "../layouts/messages/en-library";
import { fittingTitle, messagesOf, TITLE_MAX_LENGTH } from "./messages";

describe("messagesOf", () => {
  it("joins the parts of the matched locale and messages layouts, one object per chain", () => {
    const matches = [
      { handle: undefined },
      { handle: enHandle },
      { handle: { other: true } },
      { handle: enLibraryHandle },
    ];
    const t = messagesOf(matches);
    expect(t.siteName).toBe("CPU Atlas");
    expect(t.library.socketLink).toBe("{socket} platform");
    expect("home" in t).toBe(false);
    expect(messagesOf([...matches])).toBe(t);
    expect(messagesOf([undefined, { handle: zhHandle }])).toEqual(zhHandle.messages);
    expect(messagesOf([undefined, { handle: zhHandle }]).siteName).toBe("处理器图鉴");
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
