// Model names from every source, reduced to the spelling the seed uses ("Core i7-14700K",
// "Ryzen 7 7800X3D", "Xeon Platinum 8480+", "Processor N100"), so that slugifyModel() gives
// the same id and an import enriches a processor instead of adding its twin.
import type { Vendor } from "#catalogue/fields/value-lists";
import { cleanText } from "./units";

export type VendorModel = { vendor: Vendor; name: string };

/** Benchmark-table decorations: "@ 3.20GHz", "8-Core Processor", "Eight-Core", "APU", "with Radeon Graphics". */
function stripDecorations(name: string): string {
  return name
    .replace(/\s*\(OEM Only\)/i, "")
    .replace(/\s+Processor\b(?=.)/i, "") // "Ryzen 5 3500 Processor (OEM Only)"
    .replace(/\s*@.*$/, "")
    .replace(/\s+(?:with|w\/)\s+(?:AMD\s+)?Radeon.*$/i, "") // Geekbench: "Ryzen AI 5 340 w/ Radeon 840M"
    .replace(/\s+\(with IPU\)$/i, " with IPU")
    .replace(/\s+(?:\d+|Dual|Triple|Quad|Six|Eight|Twelve|Sixteen)[- ]Core(?: Processor)?$/i, "")
    .replace(/\s+(?:APU|CPU|Processor|Processors)$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Spellings that differ between sources for the same model. */
function canonicalSpelling(vendor: Vendor, name: string): string {
  if (vendor === "amd") {
    return name
      .replace(/^Threadripper\b/, "Ryzen Threadripper")
      .replace(/\bPro\b/g, "PRO")
      .replace(/^Ryzen (\d) (PRO )?(\d)/, "Ryzen $1 $2$3");
  }
  return name
    .replace(/\b([EDW]\d?-\d{4}[A-Z]?\d?)\s*V(\d)\b/, "$1 v$2") // Geekbench: "Xeon E3-1230V2"
    .replace(/^Core2\b/, "Core 2")
    .replace(/^Core (i\d) (\d)/, "Core $1-$2") // Cinebench tables: "Core i7 1185G7"
    .replace(/^Core (i\d)-(\d+)\s+([A-Z]{1,3}\d?)$/, "Core $1-$2$3"); // "Core i7-8700 K"
}

/** "Intel Core i9-14900K" / "AMD Ryzen 7 7800X3D" -> vendor + seed-style name; null for other vendors. */
export function splitVendorName(raw: string, vendorHint?: string): VendorModel | null {
  const text = cleanText(raw);
  const prefixed = /^(AMD|Intel)\s+(.+)$/i.exec(text);
  const vendorWord = prefixed?.[1] ?? vendorHint;
  const rest = prefixed?.[2] ?? text;
  if (!vendorWord || !/^(amd|intel)$/i.test(vendorWord)) return null;
  const vendor = vendorWord.toLowerCase() as Vendor;
  const name = canonicalSpelling(vendor, stripDecorations(rest));
  return name.length >= 2 ? { vendor, name } : null;
}

/**
 * ARK titles: "Intel® Core™ i7 processor 14701E" + number "i7-14701E" -> "Core i7-14701E";
 * "Intel® Core™ Ultra 5 Processor 225" + "225" -> "Core Ultra 5 225"; "Intel® Processor N100" -> "Processor N100".
 */
export function arkModelName(cpuName: string, processorNumber: string | undefined): string {
  let brand = cleanText(cpuName).replace(/^Intel\s+/i, "");
  const number = processorNumber ? cleanText(processorNumber) : "";
  if (/^Processor\s+\S+$/i.test(brand)) return brand.replace(/^processor/i, "Processor");
  brand = brand
    .replace(/\s*\(with IPU\)/i, "")
    .replace(/\s*\([^)]*\)/g, "") // "(12M Cache, up to 4.60 GHz)"
    .replace(/\s+includes .*$/i, "") // "includes Intel Optane Memory"
    .replace(/\bprocessors?\b/gi, " ")
    .replace(/\s(?:X-series|Extreme Edition)(?=\s|$)/gi, " ") // "i9-7900X X-series", "i7-6950X Processor Extreme Edition"
    .replace(/\s+supporting HT Technology\b/i, " HT");
  if (/\bi\d\+\d/.test(brand)) return brand.replace(/\s+/g, " ").trim(); // "Core i7+8700": an Optane bundle
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9+]/g, "");
  if (number && compact(brand).includes(compact(number))) {
    // The title already carries the number, maybe spelt differently ("E7-4809 v3" / "E7-4809V3").
    return canonicalSpelling(
      "intel",
      `${brand.replace(/,/g, " ").replace(/\s+/g, " ").trim()}${/\(with IPU\)/i.test(cpuName) ? " with IPU" : ""}`,
    );
  }
  if (number) {
    const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    brand = brand.replace(new RegExp(`(^|\\s)${escaped}(?=\\s|$)`), " ");
    const tier = /^(i\d)-(.+)$/.exec(number);
    if (tier?.[1] && tier[2]) {
      // "Core i7 processor 14701E" with number "i7-14701E": drop both parts.
      brand = brand.replace(new RegExp(`\\b${tier[1]}\\b`), " ").replace(new RegExp(`(^|\\s)${tier[2]}(?=\\s|$)`), " ");
    }
  }
  brand = brand.replace(/,/g, " ").replace(/\s+/g, " ").trim();
  const ipu = /\(with IPU\)/i.test(cpuName) ? " with IPU" : "";
  const name = number ? `${brand} ${number}${ipu}`.trim() : `${brand}${ipu}`;
  return name || "Processor";
}

/** AMD export names: "AMD Ryzen™ 9 7950X3D", "A8-7410 with Radeon™ R5 Graphics". */
export function amdModelName(raw: string): string {
  const name = cleanText(raw)
    .replace(/^\d+(?:st|nd|rd|th) Gen\s+/i, "")
    .replace(/^AMD\s+/i, ""); // "7th Gen AMD Athlon X4 940"
  return canonicalSpelling("amd", stripDecorations(name));
}

const FAMILY_RULES: Record<Vendor, ReadonlyArray<readonly [RegExp, string]>> = {
  amd: [
    [/^Ryzen Threadripper\b/, "Ryzen Threadripper"],
    [/^Ryzen\b/, "Ryzen"],
    [/^EPYC\b/, "EPYC"],
    [/^Athlon\b/, "Athlon"],
    [/^(PRO )?A\d+\b|^A\d+-|^A\d+ PRO/, "A-Series"],
    [/^(PRO )?E\d?-\d|^E\d-/, "E-Series"],
    [/^FX\b/, "FX"],
    [/^Phenom\b/, "Phenom"],
    [/^Opteron\b/, "Opteron"],
    [/^Sempron\b/, "Sempron"],
    [/^Turion\b/, "Turion"],
    [/^Duron\b/, "Duron"],
  ],
  intel: [
    [/^Core Ultra\b/, "Core Ultra"],
    [/^Core 2\b/, "Core 2"],
    [/^Core\b/, "Core"],
    [/^Xeon\b/, "Xeon"],
    [/^Pentium\b/, "Pentium"],
    [/^Celeron\b/, "Celeron"],
    [/^Atom\b/, "Atom"],
    [/^Itanium\b/, "Itanium"],
    [/^Quark\b/, "Quark"],
    [/^Processor\b/, "Intel Processor"],
  ],
};

/** The brand family of a model name; "Other" when no rule knows it. */
export function familyOf(vendor: Vendor, name: string): string {
  return FAMILY_RULES[vendor].find(([pattern]) => pattern.test(name))?.[1] ?? "Other";
}

/** Workstation parts that sources file under "server" or "desktop". */
export function isWorkstationModel(vendor: Vendor, name: string): boolean {
  return vendor === "amd" ? /^Ryzen Threadripper\b/.test(name) : /^Xeon (w\d-|W-)/.test(name);
}
