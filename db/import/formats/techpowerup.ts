// A TechPowerUp CPU-database table (TechPowerUp's column labels, one row per TPU entry).
import type { Segment } from "#catalogue/fields/value-lists";
import { familyOf, isWorkstationModel, splitVendorName } from "../model-names";
import type { SpecFields } from "../records";
import { memorySpeedIn, memoryTypesIn, pcieVersionIn } from "../row-reader";
import {
  FieldError,
  cleanText,
  parseClockMhz,
  parseCount,
  parseVendorLaunchDate,
  parseNumber,
  parsePowerW,
  parseProcess,
  parseTemperatureC,
  parseUsd,
  parseYesNo,
} from "../units";
import { skip, type RowContext, type SourceFormat } from "./format";

const STATUS: Readonly<Record<string, SpecFields["status"]>> = { Active: "launched", "End-of-life": "discontinued" };

/** "32K (per core)" is multiplied by the core count; "36MB (shared)" is the total. */
function parseCacheKib(raw: string | undefined, cores: number | undefined): number | undefined {
  if (!raw) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(K|KB|MB|M)\b\s*(\(per core\))?/i.exec(cleanText(raw));
  if (!m?.[1] || !m[2]) throw new FieldError(`cannot read a cache size from "${raw.slice(0, 60)}"`);
  const kib = Number(m[1]) * (/^k/i.test(m[2]) ? 1 : 1024);
  return Math.round(m[3] && cores ? kib * cores : kib);
}

/** "P-Cores: 8 E-Cores: 16" -> [8, 16]. */
function parseHybrid(raw: string | undefined): [number, number] | undefined {
  if (!raw) return undefined;
  const m = /P-Cores:\s*(\d+)\s*E-Cores:\s*(\d+)/i.exec(raw);
  if (!m) throw new FieldError(`cannot read hybrid cores from "${raw.slice(0, 60)}"`);
  return [Number(m[1]), Number(m[2])];
}

/** "2x 74 mm²" -> 148. */
function parseDieSize(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const m = /^(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*mm/i.exec(raw);
  if (!m?.[2]) throw new FieldError(`cannot read a die size from "${raw.slice(0, 60)}"`);
  return Number(m[2]) * Number(m[1] ?? 1);
}

function segmentOf(market: string | undefined, vendor: "amd" | "intel", name: string): Segment | undefined {
  if (market === "Mobile") return "laptop";
  if (market === "Desktop") return isWorkstationModel(vendor, name) ? "workstation" : "desktop";
  if (market === "Server/Workstation") return isWorkstationModel(vendor, name) ? "workstation" : "server";
  return undefined;
}

function mapRow({ row, read }: RowContext) {
  const model = splitVendorName(read.text("Name") ?? "");
  if (!model) return skip(row, "vendor other than AMD or Intel");
  const { vendor, name } = model;
  const cores = read.read("cores", parseCount, "# of Cores");
  const hybrid = read.read("hybridCores", parseHybrid, "Hybrid Cores");
  const memoryText = read.text("Memory Support");
  const pcie = read.text("PCI-Express");
  const eCoreText = read.text("E-Core Frequency");
  const generation = read.text("Generation");
  const gpu = read.text("Integrated Graphics");
  const fields: SpecFields = {
    family: familyOf(vendor, name),
    series: generation?.replace(/\s*\(.*$/, "") || undefined,
    segment: segmentOf(read.text("Market"), vendor, name),
    codename: read.text("Codename"),
    microarchitecture: /\((Zen\s?\d?\+?)/.exec(generation ?? "")?.[1],
    process: read.read("process", parseProcess, "Process Size"),
    socket: read
      .text("Socket")
      ?.replace(/^(AMD|Intel)\s+/i, "")
      .replace(/^Socket\s+(?=\S{2,})/i, ""),
    launchDate: read.read("launchDate", parseVendorLaunchDate, "Release Date"),
    launchPriceUsd: read.read("launchPriceUsd", parseUsd, "Launch Price"),
    status: STATUS[read.text("Production Status") ?? ""],
    cores,
    threads: read.read("threads", parseCount, "# of Threads"),
    pCores: hybrid?.[0],
    eCores: hybrid?.[1],
    baseClockMhz: read.read("baseClockMhz", parseClockMhz, "Frequency"),
    boostClockMhz: read.read("boostClockMhz", parseClockMhz, "P-Core Boost 3.0", "Turbo Clock"),
    eCoreBaseClockMhz: read.read(
      "eCoreBaseClockMhz",
      (raw) => parseClockMhz(raw?.split(/\s+up to\s+/i)[0]),
      "E-Core Frequency",
    ),
    eCoreBoostClockMhz: /up to/i.test(eCoreText ?? "")
      ? read.read("eCoreBoostClockMhz", (raw) => parseClockMhz(raw?.split(/\s+up to\s+/i)[1]), "E-Core Frequency")
      : undefined,
    l1Kib: read.read("l1Kib", (raw) => parseCacheKib(raw, cores), "Cache L1"),
    l2Kib: read.read("l2Kib", (raw) => parseCacheKib(raw, cores), "Cache L2"),
    l3Kib: read.read("l3Kib", (raw) => parseCacheKib(raw, cores), "Cache L3"),
    tdpW: read.read("tdpW", parsePowerW, "TDP"),
    basePowerW: read.read("basePowerW", parsePowerW, "PL1", "Processor Base Power"),
    maxTurboPowerW: read.read("maxTurboPowerW", parsePowerW, "PL2", "Max Turbo Power"),
    memoryTypes: memoryTypesIn(memoryText),
    memoryMaxSpeedMts: memorySpeedIn(memoryText?.replace(/(Single|Dual|Triple|Quad|Six|Eight|Twelve)-channel/gi, "")),
    ecc: read.read("ecc", parseYesNo, "ECC Memory"),
    pcieVersion:
      pcie && !/^n\/a$/i.test(pcie)
        ? read.read("pcieVersion", (raw) => pcieVersionIn(raw?.split(",")[0]), "PCI-Express")
        : undefined,
    pcieLanes: pcie ? Number(/(\d+)\s*Lanes/i.exec(pcie)?.[1]) || undefined : undefined,
    gpuName: gpu,
    unlocked: read.read("unlocked", parseYesNo, "Multiplier Unlocked"),
    dieSizeMm2: read.read("dieSizeMm2", parseDieSize, "Die Size"),
    transistorsMillions: read.read(
      "transistorsMillions",
      (raw) => parseNumber(raw?.replace(/,/g, "").replace(/\s*million$/i, "")),
      "Transistors",
    ),
    tjmaxC: read.read("tjmaxC", parseTemperatureC, "tJMax"),
    sourceUrl: read.text("Url"),
  };
  return { kind: "spec" as const, row, vendor, name, fields };
}

export const techPowerUp: SourceFormat = {
  id: "techpowerup",
  label: "TechPowerUp CPU table",
  container: "csv",
  rank: 50,
  requiredColumns: ["Name", "Market", "Release Date", "# of Cores", "# of Threads", "Frequency"],
  mapRow,
};
