// Explained seed/export differences (amd-mobile-server); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

const TPU_ROME = "TechPowerUp's 2023 scrape (the only export with EPYC) has wrong clocks for several EPYC 7002 parts";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  {
    key: "amd/epyc-7261",
    field: "l3Kib",
    reason:
      "AMD's EPYC 7261 page lists 64 MB L3 (eight cores spread over four dies, each keeping its full 16 MB); TechPowerUp gives 32 MB, the EPYC 7251's figure",
  },
  {
    key: "amd/epyc-7642",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7642 at 2.3 GHz base (Geekbench's processor record agrees); TechPowerUp has 2.4`,
  },
  {
    key: "amd/epyc-7642",
    field: "boostClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7642 at up to 3.3 GHz (Geekbench's processor record agrees); TechPowerUp has 3.4`,
  },
  {
    key: "amd/epyc-7452",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7452 at 2.35 GHz base; TechPowerUp has 2.2`,
  },
  {
    key: "amd/epyc-7352",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7352 at 2.3 GHz base (Geekbench's processor record agrees); TechPowerUp has 2.4`,
  },
  {
    key: "amd/epyc-7352",
    field: "boostClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7352 at up to 3.2 GHz (Geekbench's processor record agrees); TechPowerUp has 3.3`,
  },
  {
    key: "amd/epyc-7272",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7272 at 2.9 GHz base; TechPowerUp has 2.6`,
  },
  {
    key: "amd/epyc-7262",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7262 at 3.2 GHz base; TechPowerUp has 3.1`,
  },
  {
    key: "amd/epyc-7262",
    field: "boostClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7262 at up to 3.4 GHz; TechPowerUp has 3.3`,
  },
  {
    key: "amd/epyc-7252",
    field: "baseClockMhz",
    reason: `${TPU_ROME}: AMD lists the 7252 at 3.1 GHz base; TechPowerUp has 2.8`,
  },
  {
    key: "amd/a8-7200p",
    field: "tdpW",
    reason:
      "The export row gives 100 W for this 35 W Kaveri notebook APU (FP3 BGA, the same package as the 35 W A10-7400P and FX-7600P); a 100 W part does not exist in the FP3 line, so the row is a scrape error",
  },
];
