// A verdict speaks of boards (same socket, or "they need different boards") only when both
// processors go in a socket a buyer chooses a board for: not for soldered (BGA) parts or laptop sockets.
import { platformOf } from "../platforms";

type BoardInputs = Parameters<typeof platformOf>[0];

export function takesABoard(c: BoardInputs): boolean {
  const fit = platformOf(c);
  return fit.kind === "socket" || (fit.kind === "unmapped" && fit.socket !== null);
}

export const boardVerdictApplies = (a: BoardInputs, b: BoardInputs): boolean => takesABoard(a) && takesABoard(b);
