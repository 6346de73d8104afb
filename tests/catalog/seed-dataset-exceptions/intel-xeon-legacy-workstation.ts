// Explained seed/export differences (intel-xeon-legacy-workstation); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  {
    key: "intel/xeon-w-2175",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "19 MB"; the same ARK page\'s product title says "19.25M Cache" (14 cores x 1.375 MB of Skylake-W L3, like the W-2275\'s 19.25 MB), so the seed has 19.25 MB = 19712 KiB',
  },
  {
    key: "intel/xeon-d-2123it",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field says "8 MB"; the same ARK page\'s product title (SKU 136429) says "8.25M Cache", so the seed has 8.25 MB = 8448 KiB',
  },
  {
    key: "intel/xeon-d-2163it",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "17 MB"; the same ARK page\'s product title (SKU 136437) says "16.5M Cache" (12 cores x 1.375 MB, as ARK gives for the 12-core D-2161I), so the seed has 16896 KiB',
  },
  {
    key: "intel/xeon-d-2166nt",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "17 MB"; the same ARK page\'s product title (SKU 136439) says "16.5M Cache" (12 cores x 1.375 MB), so the seed has 16896 KiB',
  },
  {
    key: "intel/xeon-d-2173it",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "19 MB"; the same ARK page\'s product title (SKU 136438) says "19.25M Cache" (14 cores x 1.375 MB), so the seed has 19712 KiB',
  },
  {
    key: "intel/xeon-d-2177nt",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "19 MB"; the same ARK page\'s product title (SKU 136436) says "19.25M Cache" (14 cores x 1.375 MB), so the seed has 19712 KiB',
  },
];
