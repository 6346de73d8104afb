// Explained seed/export differences (intel-legacy-mobile); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
];
