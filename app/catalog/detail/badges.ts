// The badges in a detail page's header, derived from the specification.
import type { CpuDetail } from "#catalogue/types";

const BADGES = ["unlocked", "vcache", "hybrid", "igpu", "npu"] as const;
export type Badge = (typeof BADGES)[number];

export function badgesOf(cpu: CpuDetail): Badge[] {
  const has: Record<Badge, boolean> = {
    unlocked: cpu.unlocked === true,
    vcache: /X3D\b/.test(cpu.name),
    hybrid: (cpu.eCores ?? 0) > 0,
    igpu: cpu.gpuName !== null,
    npu: cpu.npuTops !== null,
  };
  return BADGES.filter((b) => has[b]);
}
