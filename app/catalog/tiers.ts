// A processor's tier in its line-up (Ryzen 5/7/9, Core i5/i7/i9, Core Ultra 5/7/9): rivals
// (detail/rival.ts) and the head-to-head pairs (compare/pairs.ts) match within one.

/** "Ryzen 7 7700X", "Core i7-13700K", "Core Ultra 7 265K" -> 7; null for names without a tier. */
export function tierOf(name: string): number | null {
  const m = /^(?:Ryzen |Core i|Core Ultra )(\d)\b/.exec(name);
  return m ? Number(m[1]) : null;
}
