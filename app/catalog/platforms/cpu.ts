// The processor as the platform functions read it: a plain object, so the functions stay
// pure over arrays. `toPlatformCpu` builds it from the domain's CpuDetail.
import type { CpuFields, DomainFieldName } from "#catalogue/fields/field-types";
import type { LowConfidence } from "#catalogue/benchmark-confidence";
import type { CpuDetail } from "#catalogue/types";
import { valueAtLaunchPrice } from "../value";

/** `lowConfidence`: why either average should be read with care (benchmark-confidence.ts), if it should; `date`: the figures' date. */
export type Geekbench6 = { single: number; multi: number; lowConfidence?: LowConfidence | null; date?: string };

/** The registry's fields the platform functions read, typed as the registry types them. */
export const PLATFORM_CPU_FIELDS = [
  "vendor",
  "id",
  "name",
  "series",
  "segment",
  "codename",
  "socket",
  "launchDate",
  "launchPriceUsd",
  "status",
  "microarchitecture",
  "tdpW",
  "basePowerW",
  "maxTurboPowerW",
  "unlocked",
  "pcieVersion",
  "memoryTypes",
] as const satisfies readonly DomainFieldName[];

export type PlatformCpu = Pick<CpuFields, (typeof PLATFORM_CPU_FIELDS)[number]> & {
  /** Measured Geekbench 6 averages, or null where the catalogue has none. */
  geekbench6: Geekbench6 | null;
};

export function toPlatformCpu(cpu: CpuDetail): PlatformCpu {
  const figure = (test: string) => cpu.benchmarks.find((b) => b.test === test && b.kind === "measured");
  const single = figure("geekbench6-single")?.score;
  const multi = figure("geekbench6-multi")?.score;
  const lowConfidence = figure("geekbench6-multi")?.lowConfidence ?? figure("geekbench6-single")?.lowConfidence ?? null;
  const fields = Object.fromEntries(PLATFORM_CPU_FIELDS.map((name) => [name, cpu[name]])) as Pick<
    CpuFields,
    (typeof PLATFORM_CPU_FIELDS)[number]
  >;
  const date = figure("geekbench6-multi")?.date;
  return {
    ...fields,
    geekbench6:
      single !== undefined && multi !== undefined
        ? { single, multi, lowConfidence, ...(date !== undefined && { date }) }
        : null,
  };
}

/**
 * The price a budget reads: the launch price, only where the value rule (value.ts: not
 * discontinued, launched within its months of the figures, `measuredOn`) says a launch price
 * still is one. An older part sells used, at a price its launch price does not tell.
 */
export function budgetPriceUsd(
  cpu: Pick<PlatformCpu, "launchPriceUsd" | "status" | "launchDate">,
  measuredOn: string | null,
): number | null {
  const { launchPriceUsd, status, launchDate } = cpu;
  return valueAtLaunchPrice({ launchPriceUsd, status, launchDate, geekbench6Multi: 1 }, measuredOn) === null
    ? null
    : launchPriceUsd;
}

export const sameCpu = (a: Pick<PlatformCpu, "vendor" | "id">, b: Pick<PlatformCpu, "vendor" | "id">) =>
  a.vendor === b.vendor && a.id === b.id;
