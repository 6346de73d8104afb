// Explained seed/export differences (amd-mobile-server); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
];
