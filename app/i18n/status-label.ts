// A processor's lifecycle status in words: the OEM label names the vendor whose public list
// the part is not on (the library's filter, which means any vendor, says so generically).
import { fill } from "./messages";
import type { Messages } from "./zh";

export function statusLabel(
  status: string,
  vendorName: string | null,
  t: Pick<Messages, "status" | "statusAnyVendor">,
) {
  const labels: Record<string, string> = t.status;
  const label = labels[status];
  return label === undefined ? status : fill(label, { vendor: vendorName ?? t.statusAnyVendor });
}
