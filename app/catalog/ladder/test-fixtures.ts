// One ladder entry for the tests that rank, stand or draw a ladder: every field present, set per test.
import type { LadderEntry } from "./rank-ladder";

export const ladderEntry = (id: string, score: number, over: Partial<LadderEntry> = {}): LadderEntry => ({
  vendor: "amd",
  id,
  name: id,
  nameZh: id,
  segment: "desktop",
  test: "geekbench6-multi",
  score,
  kind: "measured",
  date: "2026-04-24",
  samples: null,
  lowConfidence: null,
  series: "Ryzen 7000",
  cores: 8,
  launchPriceUsd: null,
  status: "launched",
  underLoad: null,
  nominal: null,
  launchDate: "2025-01",
  ...over,
});
