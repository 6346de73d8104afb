// Explained seed/export differences (amd-desktop-legacy); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
];
