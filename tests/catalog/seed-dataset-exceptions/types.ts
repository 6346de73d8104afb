// The shape of one known difference between the seed and a vendor export (seed-dataset-exceptions.ts).
export type ComparedField = "cores" | "threads" | "baseClockMhz" | "boostClockMhz" | "l3Kib" | "tdpW";

export type SeedDatasetException = {
  /** "vendor/id", as in the catalogue: "intel/core-i9-14900k". */
  key: string;
  field: ComparedField;
  reason: string;
};
