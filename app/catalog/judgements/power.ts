// Power bases. A nominal rating (TDP, Intel's Processor Base Power, a default TDP) and a figure
// under load (Intel's Maximum Turbo Power / PL2; AMD's socket power PPT where AMD states it)
// measure different things: a comparison, a per-watt figure or a ranking uses one of the two for
// every processor it sets side by side.
import type { CpuFields } from "#catalogue/fields/field-types";

export const POWER_KINDS = ["under-load", "nominal"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

/** The figure a wattage is: `pl2` Maximum Turbo Power and `ppt` AMD's PPT (under load), `tdp` the nominal rating. */
export type PowerBasis = "pl2" | "ppt" | "tdp";
export const POWER_BASIS_KIND: Record<PowerBasis, PowerKind> = { pl2: "under-load", ppt: "under-load", tdp: "nominal" };

export type PowerFigure = { watts: number; basis: PowerBasis };
type UnderLoadInputs = Pick<CpuFields, "maxTurboPowerW"> &
  Partial<Pick<CpuFields, "vendor" | "socket" | "microarchitecture" | "tdpW">>;
type NominalInputs = Pick<CpuFields, "tdpW"> & Partial<Pick<CpuFields, "basePowerW">>;
export type PowerInputs = UnderLoadInputs & NominalInputs;

const positive = (w: number | null): w is number => w !== null && w > 0;

/**
 * AMD's socket power (PPT) on its "Zen"-era desktop sockets, as AMD stated it: "TDP*1.35 is the
 * standard calculation for TDP v. PPT for AMD sockets in the 'Zen' era" (AMD's correction of
 * 2022-05-26, quoted by AnandTech and Tom's Hardware). Only Zen processors on those sockets: the
 * AM4 Bristol Ridge APUs predate the rule, and no other AMD socket has a stated PPT.
 */
export const AMD_SOCKET_POWER = {
  sockets: ["AM4", "AM5"],
  microarchitecturePrefix: "Zen",
  pptPerTdp: 1.35,
  statedOn: "2022-05-26",
  sourceUrl: "https://www.anandtech.com/show/17418/amd-corrects-socket-am5-power-specifications-170w-tdp-and-230w-ppt",
} as const;

function amdSocketPower(c: UnderLoadInputs): number | null {
  const { sockets, microarchitecturePrefix, pptPerTdp } = AMD_SOCKET_POWER;
  const stated =
    c.vendor === "amd" &&
    (sockets as readonly string[]).includes(c.socket ?? "") &&
    (c.microarchitecture ?? "").startsWith(microarchitecturePrefix);
  return stated && positive(c.tdpW ?? null) ? Math.round(c.tdpW! * pptPerTdp) : null;
}

/** Intel's Maximum Turbo Power, else AMD's stated socket power; null for a processor with only a rating. */
export function underLoadPower(c: UnderLoadInputs): PowerFigure | null {
  if (positive(c.maxTurboPowerW)) return { watts: c.maxTurboPowerW, basis: "pl2" };
  const ppt = amdSocketPower(c);
  return ppt === null ? null : { watts: ppt, basis: "ppt" };
}

/** TDP, else Intel's Processor Base Power (the same rating under its newer name). */
export function nominalPower(c: NominalInputs): PowerFigure | null {
  const watts = positive(c.tdpW) ? c.tdpW : positive(c.basePowerW ?? null) ? c.basePowerW! : null;
  return watts === null ? null : { watts, basis: "tdp" };
}

export const powerOfKind = (c: PowerInputs, kind: PowerKind): PowerFigure | null =>
  kind === "under-load" ? underLoadPower(c) : nominalPower(c);

/** What a spec sheet shows for one processor: the figure under load, else the nominal one, named. */
export const packagePower = (c: PowerInputs): PowerFigure | null => underLoadPower(c) ?? nominalPower(c);

/** The one basis of processors compared together: under load when every one has it, else nominal. */
export function comparisonPowerKind(cpus: readonly PowerInputs[]): PowerKind {
  return cpus.length > 0 && cpus.every((c) => underLoadPower(c) !== null) ? "under-load" : "nominal";
}
