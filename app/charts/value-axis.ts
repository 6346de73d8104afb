// Where the value axis draws its vertical grid lines: round steps (1, 2, 3, 5 x 10^n) that
// split the axis into about `splits` parts, as chart libraries do, plus the axis end.
function niceStep(max: number, splits: number): number {
  const rough = max / splits;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const nice = fraction < 1.5 ? 1 : fraction < 2.5 ? 2 : fraction < 4 ? 3 : fraction < 7 ? 5 : 10;
  return nice * magnitude;
}

/** Grid values in (0, max], the last one being max itself. */
export function gridValues(max: number, splits: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [];
  const step = niceStep(max, splits);
  const values: number[] = [];
  // A max too small for floating point (a denormal) has no step; at most 2x splits lines.
  for (let k = 1; step > 0 && k * step < max * 0.98 && k <= 2 * splits; k++) values.push(k * step);
  values.push(max);
  return values;
}
