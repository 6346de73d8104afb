// The power a processor draws under sustained all-core load, for "per watt" figures: a
// rating on the box (TDP, Intel's Processor Base Power) says little about it. In order:
// - Intel's Maximum Turbo Power (PL2), where Intel publishes one;
// - AMD's Package Power Tracking limit on the AM4 and AM5 desktop sockets, which AMD defines
//   as 1.35 x TDP at stock (65 W -> 88 W, 105 W -> 142 W, 170 W -> 230 W);
// - otherwise the TDP itself, named as such.
import type { Vendor } from "#catalogue/fields/value-lists";

export type PowerBasis = "pl2" | "ppt" | "tdp";
export type PackagePower = { watts: number; basis: PowerBasis };
export type PowerInputs = { vendor: Vendor; socket: string | null; tdpW: number | null; maxTurboPowerW: number | null };

const PPT_PER_TDP = 1.35;
const PPT_SOCKETS: ReadonlySet<string> = new Set(["AM4", "AM5"]);

export function packagePower(cpu: PowerInputs): PackagePower | null {
  if (cpu.vendor === "intel" && cpu.maxTurboPowerW !== null && cpu.maxTurboPowerW > 0)
    return { watts: cpu.maxTurboPowerW, basis: "pl2" };
  if (cpu.tdpW === null || cpu.tdpW <= 0) return null;
  if (cpu.vendor === "amd" && cpu.socket !== null && PPT_SOCKETS.has(cpu.socket))
    return { watts: Math.round(cpu.tdpW * PPT_PER_TDP), basis: "ppt" };
  return { watts: cpu.tdpW, basis: "tdp" };
}

/**
 * One basis for every processor of a per-watt list: package power under load where every one
 * of them has it (PL2 or PPT), else the nominal TDP for all. Null when no fair basis exists:
 * the list is empty, or fewer than half of its processors have a TDP to divide by.
 */
export type ListPowerBasis = "package" | "tdp";
export type ListPowerInputs = { power: PackagePower | null; tdpW: number | null };

export function listPowerBasis(cpus: readonly ListPowerInputs[]): ListPowerBasis | null {
  if (cpus.length === 0) return null;
  if (cpus.every((c) => c.power !== null && c.power.basis !== "tdp")) return "package";
  const nominal = cpus.filter((c) => c.tdpW !== null && c.tdpW > 0).length;
  return nominal * 2 >= cpus.length ? "tdp" : null;
}

/** The power a processor is divided by on a list of this basis, or null (it drops out). */
export function powerOnBasis(cpu: ListPowerInputs, basis: ListPowerBasis): PackagePower | null {
  if (basis === "package") return cpu.power;
  return cpu.tdpW !== null && cpu.tdpW > 0 ? { watts: cpu.tdpW, basis: "tdp" } : null;
}
