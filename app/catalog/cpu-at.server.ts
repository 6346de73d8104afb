// One processor asked for by vendor and id, for every reader of one processor (the detail page
// and the API): found, moved (301) when asked for under the other vendor, or nothing.
import type { Catalogue } from "#catalogue/connection.server";
import { movedTo, noPage, ok, type Outcome } from "./outcome";
import { readCpu, vendorOfCpu } from "#catalogue/statements.server";
import type { CpuDetail, CpuRef } from "#catalogue/types";

/** `pathOf`: where the caller serves a processor ("/cpu/amd/…", "/api/cpus/amd/…"). */
export function cpuAt(
  catalogue: Catalogue,
  { vendor, id }: CpuRef,
  pathOf: (ref: CpuRef) => string,
): Outcome<CpuDetail> {
  const cpu = readCpu(catalogue, vendor, id);
  if (cpu) return ok(cpu);
  const actual = vendorOfCpu(catalogue, id);
  return actual ? movedTo(pathOf({ vendor: actual, id }), { permanent: true }) : noPage();
}
