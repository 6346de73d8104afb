// Explained seed/export differences (intel-legacy-desktop); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
];
