// Power bases. A nominal rating (TDP, Intel's Processor Base Power, a default TDP) and a figure
// under load (Intel's Maximum Turbo Power / PL2; AMD's socket power PPT, only as a sourced
// figure: the seed holds none yet, and none is derived from TDP) measure different things: a
// comparison, a per-watt figure or a ranking uses one of the two for every processor it sets
// side by side.
import type { CpuFields } from "#catalogue/fields/field-types";

export const POWER_KINDS = ["under-load", "nominal"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

/** The figure a wattage is: `pl2` Maximum Turbo Power and `ppt` AMD's PPT (under load), `tdp` the nominal rating. */
export type PowerBasis = "pl2" | "ppt" | "tdp";
export const POWER_BASIS_KIND: Record<PowerBasis, PowerKind> = { pl2: "under-load", ppt: "under-load", tdp: "nominal" };

export type PowerFigure = { watts: number; basis: PowerBasis };
type UnderLoadInputs = Pick<CpuFields, "maxTurboPowerW">;
type NominalInputs = Pick<CpuFields, "tdpW"> & Partial<Pick<CpuFields, "basePowerW">>;
export type PowerInputs = UnderLoadInputs & NominalInputs;

const positive = (w: number | null): w is number => w !== null && w > 0;

export function underLoadPower(c: UnderLoadInputs): PowerFigure | null {
  return positive(c.maxTurboPowerW) ? { watts: c.maxTurboPowerW, basis: "pl2" } : null;
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
