import { describe, expect, it } from "vitest";
import { enterTarget, suggestKey } from "./suggest-keys";

describe("suggestKey", () => {
  it("arrows open the list and wrap around", () => {
    expect(suggestKey("ArrowDown", { active: -1, open: false, count: 3 })).toEqual({
      active: 0,
      open: true,
      action: "none",
    });
    expect(suggestKey("ArrowDown", { active: 2, open: true, count: 3 })).toMatchObject({ active: 0 });
    expect(suggestKey("ArrowUp", { active: 0, open: true, count: 3 })).toMatchObject({ active: 2 });
    expect(suggestKey("ArrowUp", { active: -1, open: false, count: 3 })).toMatchObject({ active: 2, open: true });
    expect(suggestKey("ArrowDown", { active: -1, open: false, count: 0 })).toBeNull();
  });

  it("Enter picks the active suggestion, or submits the form", () => {
    expect(suggestKey("Enter", { active: 1, open: true, count: 3 })).toMatchObject({ action: "pick", active: 1 });
    expect(suggestKey("Enter", { active: -1, open: true, count: 3 })).toMatchObject({ action: "submit" });
    expect(suggestKey("Enter", { active: 1, open: false, count: 3 })).toMatchObject({ action: "submit" });
  });

  it("Esc closes, then clears", () => {
    expect(suggestKey("Escape", { active: 1, open: true, count: 3 })).toEqual({
      active: -1,
      open: false,
      action: "none",
    });
    expect(suggestKey("Escape", { active: -1, open: false, count: 3 })).toMatchObject({ action: "clear" });
    expect(suggestKey("a", { active: -1, open: false, count: 3 })).toBeNull();
  });
});

describe("Enter with no suggestion chosen", () => {
  it("opens the only suggestion, or the exact match, else submits", () => {
    expect(enterTarget(1, -1)).toBe(0);
    expect(enterTarget(5, 2)).toBe(2);
    expect(enterTarget(5, -1)).toBe(-1);
    expect(enterTarget(0, -1)).toBe(-1);
    expect(enterTarget(3, 7)).toBe(-1);
    expect(suggestKey("Enter", { active: -1, open: true, count: 1, target: 0 })).toEqual({
      active: 0,
      open: false,
      action: "pick",
    });
    expect(suggestKey("Enter", { active: -1, open: false, count: 4, target: 2 })).toEqual({
      active: 2,
      open: false,
      action: "pick",
    });
    expect(suggestKey("Enter", { active: 1, open: true, count: 4, target: 2 })).toMatchObject({
      action: "pick",
      active: 1,
    });
    expect(suggestKey("Enter", { active: -1, open: true, count: 4, target: -1 })).toMatchObject({ action: "submit" });
  });
});
