import { describe, expect, it } from "vitest";
import { suggestKey } from "./suggest-keys";

describe("suggestKey", () => {
  it("arrows open the list and wrap around", () => {
    expect(suggestKey("ArrowDown", { active: -1, open: false, count: 3 })).toEqual({ active: 0, open: true, action: "none" });
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
    expect(suggestKey("Escape", { active: 1, open: true, count: 3 })).toEqual({ active: -1, open: false, action: "none" });
    expect(suggestKey("Escape", { active: -1, open: false, count: 3 })).toMatchObject({ action: "clear" });
    expect(suggestKey("a", { active: -1, open: false, count: 3 })).toBeNull();
  });
});
