// Known, explained differences between the authored seed (data/cpus/**.json) and the public
// spec exports in ../shared/datasets, checked by seed-vs-datasets.test.ts. Each entry was
// checked against both the export row and the seed entry. A difference belongs here only
// when the seed is right and the export says something else: it defines the field
// differently, or the export row is wrong. If the seed is wrong, fix data/ and add nothing here.
// An entry that no longer matches a mismatch fails the test as stale. One file per family
// group under seed-dataset-exceptions/, so the groups are written side by side.
import { EXCEPTIONS as base } from "./seed-dataset-exceptions/base";
import { EXCEPTIONS as intelLegacyDesktop } from "./seed-dataset-exceptions/intel-legacy-desktop";
import { EXCEPTIONS as intelLegacyMobile } from "./seed-dataset-exceptions/intel-legacy-mobile";
import { EXCEPTIONS as intelCoreModern } from "./seed-dataset-exceptions/intel-core-modern";
import { EXCEPTIONS as intelXeonServer } from "./seed-dataset-exceptions/intel-xeon-server";
import { EXCEPTIONS as intelXeonLegacyWorkstation } from "./seed-dataset-exceptions/intel-xeon-legacy-workstation";
import { EXCEPTIONS as amdDesktopLegacy } from "./seed-dataset-exceptions/amd-desktop-legacy";
import { EXCEPTIONS as amdMobileServer } from "./seed-dataset-exceptions/amd-mobile-server";

export type { ComparedField, SeedDatasetException } from "./seed-dataset-exceptions/types";
import type { SeedDatasetException } from "./seed-dataset-exceptions/types";

export const SEED_DATASET_EXCEPTIONS: readonly SeedDatasetException[] = [
  ...base,
  ...intelLegacyDesktop,
  ...intelLegacyMobile,
  ...intelCoreModern,
  ...intelXeonServer,
  ...intelXeonLegacyWorkstation,
  ...amdDesktopLegacy,
  ...amdMobileServer,
];
