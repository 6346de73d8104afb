// The suggest box's keyboard, pure: arrows move through the list (wrapping, and opening
// it), Enter picks the active suggestion (or lets the form submit), Esc closes the list and,
// pressed again, clears the box.
export type SuggestKeyOutcome = { active: number; open: boolean; action: "none" | "pick" | "submit" | "clear" };

export function suggestKey(key: string, state: { active: number; open: boolean; count: number }): SuggestKeyOutcome | null {
  const { active, open, count } = state;
  switch (key) {
    case "ArrowDown":
      if (count === 0) return null;
      return { active: !open ? Math.max(active, 0) : (active + 1) % count, open: true, action: "none" };
    case "ArrowUp":
      if (count === 0) return null;
      return { active: !open ? count - 1 : active <= 0 ? count - 1 : active - 1, open: true, action: "none" };
    case "Enter":
      return open && active >= 0 && active < count ? { active, open: false, action: "pick" } : { active: -1, open: false, action: "submit" };
    case "Escape":
      return open ? { active: -1, open: false, action: "none" } : { active: -1, open: false, action: "clear" };
    default:
      return null;
  }
}
