// The suggest box's keyboard, pure: arrows move through the list (wrapping, and opening
// it), Enter picks the active suggestion, else the Enter target (enterTarget), else lets the
// form submit; Esc closes the list and, pressed again, clears the box.
export type SuggestKeyOutcome = { active: number; open: boolean; action: "none" | "pick" | "submit" | "clear" };

/**
 * What Enter opens with no suggestion chosen: the only suggestion, or the one the text names
 * exactly (`exact`, its index or -1); -1 for none (Enter searches the library).
 */
export function enterTarget(count: number, exact: number): number {
  if (count === 1) return 0;
  return exact >= 0 && exact < count ? exact : -1;
}

type KeyState = { active: number; open: boolean; count: number; target?: number };

export function suggestKey(key: string, state: KeyState): SuggestKeyOutcome | null {
  const { active, open, count, target = -1 } = state;
  switch (key) {
    case "ArrowDown":
      if (count === 0) return null;
      return { active: !open ? Math.max(active, 0) : (active + 1) % count, open: true, action: "none" };
    case "ArrowUp":
      if (count === 0) return null;
      return { active: !open ? count - 1 : active <= 0 ? count - 1 : active - 1, open: true, action: "none" };
    case "Enter":
      if (open && active >= 0 && active < count) return { active, open: false, action: "pick" };
      if (target >= 0 && target < count) return { active: target, open: false, action: "pick" };
      return { active: -1, open: false, action: "submit" };
    case "Escape":
      return open ? { active: -1, open: false, action: "none" } : { active: -1, open: false, action: "clear" };
    default:
      return null;
  }
}
