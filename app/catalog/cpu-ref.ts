// A processor's key, "vendor/id": the compare list, the ladder's `ref`/`at`, the standings and
// the suggestions all name processors by it. Pure, so the browser builds the same keys it parses.
import { isValidCpuId } from "#catalogue/slug";
import type { CpuRef } from "#catalogue/types";

export const refKey = (ref: CpuRef) => `${ref.vendor}/${ref.id}`;

/** "amd/ryzen-7-7800x3d" -> the ref; anything else -> null. Upper case is forgiven. */
export function parseCpuRef(token: string): CpuRef | null {
  const [vendor, id, ...rest] = token.trim().toLowerCase().split("/");
  if (rest.length > 0 || id === undefined || (vendor !== "amd" && vendor !== "intel") || !isValidCpuId(id)) return null;
  return { vendor, id };
}
