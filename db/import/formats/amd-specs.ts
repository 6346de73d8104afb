// AMD's processor-specifications export (client processors; AMD's own column labels).
import type { Segment } from "#catalogue/fields/value-lists";
import { amdModelName, familyOf, isWorkstationModel } from "../model-names";
import type { SpecFields } from "../records";
import { instructionSetsIn, memorySpeedIn, memoryTypesIn, pcieVersionIn } from "../row-reader";
import {
  FieldError,
  cleanText,
  parseClockMhz,
  parseCount,
  parseOptionalCount,
  parseVendorLaunchDate,
  parsePowerW,
  parseProcess,
  parseSizeKib,
  parseTemperatureC,
  parseYesNo,
} from "../units";
import { skip, type RowContext, type SourceFormat } from "./format";

function segmentOf(formFactor: string | undefined, name: string): Segment | undefined {
  if (isWorkstationModel("amd", name)) return "workstation";
  const first = formFactor?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (/laptop|handheld|mobile/.test(first)) return "laptop";
  if (/desktop|boxed/.test(first)) return "desktop";
  return undefined;
}

/** "Channel: 1/12/2021, OEM: 2/1/2021" (first), "2Q 2019", "04/2019", "Q4 2022". */
function parseAmdLaunchDate(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const first =
    raw
      .replace(/^Channel:\s*/i, "")
      .split(",")[0]
      ?.trim() ?? "";
  const quarterFirst = /^([1-4])Q\s*(\d{4})$/i.exec(first);
  if (quarterFirst) return `${quarterFirst[2]}-Q${quarterFirst[1]}`;
  const monthYear = /^(\d{1,2})\/(\d{4})$/.exec(first);
  if (monthYear?.[1] && Number(monthYear[1]) <= 12) return `${monthYear[2]}-${monthYear[1].padStart(2, "0")}`;
  return parseVendorLaunchDate(first);
}

/** cTDP "15-30W", "35/54W", "45 - 65WW" -> [min, max]. */
function parsePowerRange(raw: string | undefined): [number, number] | undefined {
  if (!raw) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*[-/]\s*(\d+(?:\.\d+)?)\s*W*$/i.exec(cleanText(raw));
  if (!m) throw new FieldError(`cannot read a power range from "${raw.slice(0, 60)}"`);
  return [Number(m[1]), Number(m[2])];
}

function mapRow({ row, read }: RowContext) {
  const title = read.text("Name");
  if (!title) return skip(row, "no product name");
  const name = amdModelName(title);
  const memoryText = [read.text("System Memory Type"), read.text("System Memory Specification")]
    .filter(Boolean)
    .join(" ");
  const gpu = read.text("Graphics Model");
  const ctdp = read.read("ctdp", parsePowerRange, "AMD Configurable TDP (cTDP)");
  const fields: SpecFields = {
    family: familyOf("amd", name),
    series: read
      .text("Series")
      ?.replace(/^AMD\s+/i, "")
      .replace(/\s+Series$/i, ""),
    segment: segmentOf(read.text("Form Factor"), name),
    process: read.read("process", parseProcess, "Processor Technology for CPU Cores"),
    socket: read.text("CPU Socket"),
    launchDate: read.read("launchDate", parseAmdLaunchDate, "Launch Date"),
    cores: read.read("cores", parseCount, "# of CPU Cores"),
    threads: read.read("threads", parseCount, "# of Threads"),
    baseClockMhz: read.read("baseClockMhz", parseClockMhz, "Base Clock"),
    boostClockMhz: read.read("boostClockMhz", parseClockMhz, "Max. Boost Clock"),
    l1Kib: read.read("l1Kib", parseSizeKib, "L1 Cache"),
    l2Kib: read.read("l2Kib", parseSizeKib, "L2 Cache"),
    l3Kib: read.read("l3Kib", parseSizeKib, "L3 Cache"),
    tdpW: read.read("tdpW", (raw) => parsePowerW(raw?.replace(/\+/, "")), "Default TDP"),
    ctdpMinW: ctdp?.[0],
    ctdpMaxW: ctdp?.[1],
    memoryTypes: memoryTypesIn(memoryText),
    memoryMaxSpeedMts: memorySpeedIn(read.text("System Memory Specification")),
    memoryChannels: read.read("memoryChannels", parseCount, "Memory Channels"),
    pcieVersion: read.read("pcieVersion", pcieVersionIn, "PCI Express® Version"),
    gpuName: gpu && !/discrete graphics/i.test(gpu) ? gpu.replace(/^AMD\s+/i, "") : undefined,
    gpuCores: read.read("gpuCores", parseOptionalCount, "Graphics Core Count"),
    gpuClockMhz: read.read("gpuClockMhz", (raw) => parseClockMhz(raw, "MHz"), "Graphics Frequency"),
    unlocked: read.read("unlocked", parseYesNo, "Unlocked for Overclocking"),
    features: instructionSetsIn(read.text("Supported Technologies")),
    tjmaxC: read.read("tjmaxC", parseTemperatureC, "Max. Operating Temperature (Tjmax)"),
  };
  return { kind: "spec" as const, row, vendor: "amd" as const, name, fields };
}

export const amdSpecs: SourceFormat = {
  id: "amd-specs",
  label: "AMD specifications export",
  container: "csv",
  rank: 80,
  requiredColumns: ["Name", "Family", "Series", "# of CPU Cores", "# of Threads", "Base Clock"],
  mapRow,
};
