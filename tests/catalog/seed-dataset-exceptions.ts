// Known, explained differences between the authored seed (data/cpus/**.json) and the public
// spec exports in ../shared/datasets, checked by seed-vs-datasets.test.ts. Each entry was
// checked against both the export row and the seed entry. A difference belongs here only
// when the seed is right and the export says something else: it defines the field
// differently, or the export row is wrong. If the seed is wrong, fix data/ and add nothing here.
// An entry that no longer matches a mismatch fails the test as stale.

export type ComparedField = "cores" | "threads" | "baseClockMhz" | "boostClockMhz" | "l3Kib" | "tdpW";

export type SeedDatasetException = {
  /** "vendor/id", as in the catalogue: "intel/core-i9-14900k". */
  key: string;
  field: ComparedField;
  reason: string;
};

/**
 * ARK gives a hybrid (P+E) desktop part two turbo figures: "Performance-core Max Turbo
 * Frequency" (Turbo Boost 2.0, which the importer reads as the boost clock) and "Max Turbo
 * Frequency" (the part's highest clock, from Turbo Boost Max 3.0 or Thermal Velocity Boost).
 * For every processor, the seed's boostClockMhz is the highest advertised clock.
 */
function arkHybridTurbo(id: string, pCore: string, max: string, via: "Turbo Boost Max 3.0" | "Thermal Velocity Boost"): SeedDatasetException {
  return {
    key: `intel/${id}`,
    field: "boostClockMhz",
    reason: `ARK: Performance-core Max Turbo ${pCore} (Turbo Boost 2.0, what the importer reads) vs Max Turbo Frequency ${max} (${via}); the seed's boost is the highest advertised clock, ${max}`,
  };
}

/** Xeon W-2200: ARK's "Max Turbo Frequency" is Turbo Boost 2.0; Turbo Boost Max 3.0 has its own column. */
function arkTurboBoostMax3(id: string, turbo2: string, tbmt3: string): SeedDatasetException {
  return {
    key: `intel/${id}`,
    field: "boostClockMhz",
    reason: `ARK: Max Turbo Frequency ${turbo2} is Turbo Boost 2.0 and its "Turbo Boost Max Technology 3.0 Frequency" is ${tbmt3}; the seed's boost is the highest advertised clock, ${tbmt3}`,
  };
}

export const SEED_DATASET_EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- Definition: the highest advertised boost (seed) vs ARK's P-core / Turbo Boost 2.0 figure (38) ---
  arkHybridTurbo("core-i7-12700", "4.80 GHz", "4.90 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-12700f", "4.80 GHz", "4.90 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-12700k", "4.90 GHz", "5.00 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-12700kf", "4.90 GHz", "5.00 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-12900", "5.00 GHz", "5.10 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-12900f", "5.00 GHz", "5.10 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-12900k", "5.10 GHz", "5.20 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-12900kf", "5.10 GHz", "5.20 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-12900ks", "5.20 GHz", "5.50 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i7-13700", "5.10 GHz", "5.20 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-13700f", "5.10 GHz", "5.20 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-13700k", "5.30 GHz", "5.40 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-13700kf", "5.30 GHz", "5.40 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-13900", "5.20 GHz", "5.60 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-13900f", "5.20 GHz", "5.60 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-13900k", "5.40 GHz", "5.80 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-13900kf", "5.40 GHz", "5.80 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-13900ks", "5.40 GHz", "6.00 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i7-14700", "5.3 GHz", "5.4 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-14700f", "5.3 GHz", "5.4 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-14700k", "5.5 GHz", "5.6 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i7-14700kf", "5.5 GHz", "5.6 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-i9-14900", "5.4 GHz", "5.8 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-14900f", "5.4 GHz", "5.8 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-14900k", "5.6 GHz", "6 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-14900kf", "5.6 GHz", "6 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-i9-14900ks", "5.7 GHz", "6.2 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-ultra-9-285k", "5.5 GHz", "5.7 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-ultra-9-285", "5.4 GHz", "5.6 GHz", "Thermal Velocity Boost"),
  arkHybridTurbo("core-ultra-9-285t", "5.3 GHz", "5.4 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-ultra-7-265k", "5.4 GHz", "5.5 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-ultra-7-265kf", "5.4 GHz", "5.5 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-ultra-7-265", "5.2 GHz", "5.3 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-ultra-7-265f", "5.2 GHz", "5.3 GHz", "Turbo Boost Max 3.0"),
  arkHybridTurbo("core-ultra-7-265t", "5.2 GHz", "5.3 GHz", "Turbo Boost Max 3.0"),
  arkTurboBoostMax3("xeon-w-2295", "4.60 GHz", "4.80 GHz"),
  arkTurboBoostMax3("xeon-w-2275", "4.60 GHz", "4.80 GHz"),
  arkTurboBoostMax3("xeon-w-2245", "4.50 GHz", "4.70 GHz"),

  // --- AMD export rows with the wrong power figure (2) ---
  {
    key: "amd/ryzen-9-4900h",
    field: "tdpW",
    reason:
      'AMD export: "Default TDP" holds the cTDP range "35-54W" and the importer takes its low end (35); AMD\'s default TDP for the 4900H is 45 W, as the seed has (with cTDP 35-54 W, like the export\'s 4800H and 4600H rows, "45W" / "35-54W")',
  },
  {
    key: "amd/ryzen-7-4800hs",
    field: "tdpW",
    reason:
      'AMD export: the 4800HS row repeats the 4800H row\'s power figures ("45W", cTDP "35-54W"); the HS models are AMD\'s 35 W parts (the export\'s own 4900HS row says "35W"), and the seed has 35 W',
  },

  // --- TechPowerUp (secondary source) errors and definitions (3) ---
  {
    key: "amd/epyc-7f52",
    field: "tdpW",
    reason:
      "TechPowerUp lists 155 W; AMD rates the high-frequency 7F52 (16 cores, 3.5-3.9 GHz, 256 MB L3) at 240 W, as the seed has. TechPowerUp's row agrees with the seed on cores, clocks and L3",
  },
  {
    key: "amd/epyc-74f3",
    field: "baseClockMhz",
    reason:
      "TechPowerUp lists a 2.8 GHz base clock; AMD's base clock for the 74F3 is 3.2 GHz (boost 4.0 GHz, 240 W), as the seed has. TechPowerUp's row agrees with the seed on boost, TDP and cTDP (225 W)",
  },
  {
    key: "amd/ryzen-5-4600hs",
    field: "l3Kib",
    reason:
      'TechPowerUp\'s "Cache L3: 11MB (shared)" is L2 + L3 together (6 x 512 KB L2 = 3 MB, plus 8 MB L3); Renoir has 8 MB of L3, as the seed has and as AMD\'s export gives for the 4600H',
  },
];
