// Intel ARK's product export (one row per ARK product id, ARK's own English labels).
import type { Segment } from "#catalogue/fields/value-lists";
import { arkModelName, familyOf, isWorkstationModel } from "../model-names";
import type { SpecFields } from "../records";
import { instructionSetsIn, memorySpeedIn, memoryTypesIn, pcieVersionIn } from "../row-reader";
import {
  cleanText,
  parseClockMhz,
  parseCount,
  parseOptionalCount,
  parseVendorLaunchDate,
  parseMemorySizeGb,
  parseNumber,
  parsePowerW,
  parseProcess,
  parseSizeKib,
  parseTemperatureC,
  parseUsd,
  parseYesNo,
} from "../units";
import { skip, type RowContext, type SourceFormat } from "./format";

const SEGMENTS: Readonly<Record<string, Segment>> = {
  Desktop: "desktop",
  Mobile: "laptop",
  Server: "server",
  Workstation: "workstation",
  Embedded: "embedded",
};

const STATUS: Readonly<Record<string, SpecFields["status"]>> = {
  Launched: "launched",
  Discontinued: "discontinued",
  Announced: "announced",
};

/** ARK's Scalability: how many sockets a system may hold ("S8S": scalable to eight). */
const MAX_SOCKETS: Readonly<Record<string, number>> = {
  "1S Only": 1,
  "2S Only": 2,
  "2S": 2,
  S2S: 2,
  "4S Only": 4,
  "4S": 4,
  S4S: 4,
  S8S: 8,
};

/** "36 MB Intel® Smart Cache" is the last-level (L3) cache; "2 MB L2 Cache" is L2. */
function cacheLevel(text: string | undefined): "l2Kib" | "l3Kib" {
  return text && /\bL2\b/i.test(text) ? "l2Kib" : "l3Kib";
}

function maxDefined(...values: Array<number | undefined>): number | undefined {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.length > 0 ? Math.max(...defined) : undefined;
}

function mapRow({ row, read }: RowContext) {
  const title = read.text("CpuName");
  if (!title) return skip(row, "no product name");
  const name = arkModelName(title, read.text("Processor Number"));
  const cores = read.read("cores", parseCount, "Total Cores");
  const ht = read.read("hyperThreading", parseYesNo, "Intel® Hyper-Threading Technology ‡");
  const threads =
    read.read("threads", parseCount, "Total Threads") ??
    (cores && ht !== undefined ? (ht ? cores * 2 : cores) : undefined);
  const pCores = read.read("pCores", parseCount, "# of Performance-cores");
  const eCores = read.read("eCores", parseCount, "# of Efficient-cores");
  const lpeCores = read.read("lpeCores", parseCount, "# of Low Power Efficient-cores");
  const segmentText = read.text("Vertical Segment");
  const segment = segmentText ? SEGMENTS[segmentText] : undefined;
  const cacheText = read.text("Cache");
  const memoryText = read.text("Memory Types");
  const codename = read.text("Code Name")?.replace(/^Products formerly\s+/i, "");
  const series = read
    .text("Product Collection")
    ?.replace(/^Intel\s+/i, "")
    .replace(/\bIntel\s+/gi, "");
  const gpuName = read.text("GPU Name‡", "Graphics Name‡")?.replace(/^Intel\s+/i, "");
  const fields: SpecFields = {
    family: familyOf("intel", name),
    series,
    segment: segment === "server" && isWorkstationModel("intel", name) ? "workstation" : segment,
    codename,
    process: read.read("process", parseProcess, "Lithography", "CPU Lithography"),
    socket: read.text("Sockets Supported")?.split(/\.(?=[A-Z])/)[0],
    launchDate: read.read("launchDate", parseVendorLaunchDate, "Launch Date"),
    launchPriceUsd: read.read("launchPriceUsd", parseUsd, "Recommended Customer Price"),
    status: STATUS[read.text("Marketing Status") ?? ""],
    maxSockets: MAX_SOCKETS[read.text("Scalability") ?? ""],
    cores,
    threads,
    pCores: pCores && eCores ? pCores : undefined,
    eCores: pCores && eCores ? eCores : undefined,
    lpeCores: pCores && eCores ? lpeCores : undefined,
    baseClockMhz: read.read(
      "baseClockMhz",
      parseClockMhz,
      "Performance-core Base Frequency",
      "Processor Base Frequency",
    ),
    // Boost means ARK's Max Turbo Frequency for every processor (a hybrid's P-core figure is
    // never higher); Turbo Boost Max 3.0 is a field of its own, as in the seed.
    boostClockMhz: maxDefined(
      read.read("boostClockMhz", parseClockMhz, "Max Turbo Frequency"),
      read.read("boostClockMhz", parseClockMhz, "Performance-core Max Turbo Frequency"),
    ),
    turboMax3ClockMhz: read.read(
      "turboMax3ClockMhz",
      parseClockMhz,
      "Intel® Turbo Boost Max Technology 3.0 Frequency ‡",
    ),
    eCoreBaseClockMhz: read.read("eCoreBaseClockMhz", parseClockMhz, "Efficient-core Base Frequency"),
    eCoreBoostClockMhz: read.read("eCoreBoostClockMhz", parseClockMhz, "Efficient-core Max Turbo Frequency"),
    [cacheLevel(cacheText)]: read.read(
      "cache",
      (raw) => parseSizeKib(raw && /^\d+$/.test(raw) ? `${raw} KB` : raw),
      "Cache",
    ),
    tdpW: read.read("tdpW", parsePowerW, "Processor Base Power", "TDP"),
    basePowerW: read.read("basePowerW", parsePowerW, "Processor Base Power"),
    maxTurboPowerW: read.read("maxTurboPowerW", parsePowerW, "Maximum Turbo Power"),
    ctdpMinW: read.read("ctdpMinW", parsePowerW, "Configurable TDP-down"),
    ctdpMaxW: read.read("ctdpMaxW", parsePowerW, "Configurable TDP-up"),
    memoryTypes: memoryTypesIn(memoryText),
    memoryMaxSpeedMts: memorySpeedIn(memoryText),
    memoryChannels: read.read("memoryChannels", parseCount, "Max # of Memory Channels"),
    memoryMaxGb: read.read("memoryMaxGb", parseMemorySizeGb, "Max Memory Size (dependent on memory type)"),
    ecc: read.read("ecc", parseYesNo, "ECC Memory Supported ‡"),
    pcieVersion: read.read("pcieVersion", pcieVersionIn, "PCI Express Revision"),
    pcieLanes: read.read("pcieLanes", parseOptionalCount, "Max # of PCI Express Lanes"),
    gpuName,
    gpuCores: read.read("gpuCores", parseOptionalCount, "Xe-cores", "Execution Units"),
    gpuClockMhz: read.read(
      "gpuClockMhz",
      parseClockMhz,
      "Graphics Max Dynamic Frequency",
      "Graphics Max Dynamic Clock",
    ),
    npuTops: read.read("npuTops", parseNumber, "Overall Peak TOPS (Int8)"),
    unlocked: /^(?:Core|Core Ultra|Xeon)\b.*\d(K|KF|KS|X|XE)$/.test(name) || undefined,
    instructionSets: instructionSetsIn(read.text("Instruction Set Extensions")),
    dieSizeMm2: read.read(
      "dieSizeMm2",
      (raw) => (raw ? parseNumber(/^[\d.]+/.exec(raw)?.[0]) : undefined),
      "Processing Die Size",
    ),
    transistorsMillions: read.read(
      "transistorsMillions",
      (raw) => (raw ? parseNumber(/^[\d.]+/.exec(raw)?.[0]) : undefined),
      "# of Processing Die Transistors",
    ),
    tjmaxC: read.read("tjmaxC", parseTemperatureC, "TJUNCTION", "Max Operating Temperature"),
    sourceUrl: read.text("SourceUrl"),
  };
  return { kind: "spec" as const, row, vendor: "intel" as const, name: cleanText(name), fields };
}

export const intelArk: SourceFormat = {
  id: "intel-ark",
  label: "Intel ARK export",
  container: "csv",
  rank: 80,
  requiredColumns: ["CpuId", "CpuName", "Processor Number", "Total Cores", "Vertical Segment", "Launch Date"],
  mapRow,
};
