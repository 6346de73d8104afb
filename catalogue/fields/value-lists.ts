// The closed value lists of the catalogue, free of zod so the browser bundle imports this one
// copy: the seed and import schemas, the API schemas and the pages all read them from here.

export const VENDORS = ["amd", "intel"] as const;
export const SEGMENTS = ["desktop", "laptop", "workstation", "server", "embedded"] as const;
export const FAMILIES = [
  "Ryzen",
  "Ryzen Threadripper",
  "EPYC",
  "Athlon",
  "Core",
  "Core Ultra",
  "Xeon",
  "Pentium",
  "Celeron",
  "Intel Processor",
  "Atom",
  "Core 2",
  "FX",
  "A-Series",
  "Phenom",
  "E-Series",
  "Sempron",
  "AMD",
  "C-Series",
] as const;
/** `oem`: an off-roadmap part made for an OEM or cloud customer, not on the vendor's public list (data/README.md). */
export const STATUSES = ["launched", "discontinued", "announced", "oem"] as const;
export const MEMORY_TYPES = [
  "DDR",
  "DDR2",
  "LPDDR2",
  "DDR3",
  "DDR3L",
  "LPDDR3",
  "DDR4",
  "LPDDR4",
  "LPDDR4x",
  "DDR5",
  "LPDDR5",
  "LPDDR5x",
  "MRDIMM",
] as const;
/** PCIe generations of a processor's own lanes ("2.0": Sandy Bridge, older APUs). */
export const PCIE_VERSIONS = ["2.0", "3.0", "4.0", "5.0", "6.0"] as const;
export const BENCHMARK_KINDS = ["measured", "estimated"] as const;

export type Vendor = (typeof VENDORS)[number];
export type Segment = (typeof SEGMENTS)[number];
