// Where a processor's specification came from, as its page names it: the vendor's own page,
// or, for a launch the vendor's pages do not cover yet, the vendor's announcement as outlets
// reported it (data/README.md, "Sourcing rule for launches since 2025-08").
import { VENDOR_HOSTS } from "#catalogue/fields/validation";

export type Outlet = { name: string; url: string };
export type SpecSource =
  { kind: "vendor"; url: string } | { kind: "reported"; outlets: Outlet[]; announcedOn: string | null };

/** Outlets by their site's host (any subdomain); another host is named by itself. */
const OUTLET_NAMES: Readonly<Record<string, string>> = {
  "tomshardware.com": "Tom's Hardware",
  "anandtech.com": "AnandTech",
  "techpowerup.com": "TechPowerUp",
  "guru3d.com": "Guru3D",
  "computerbase.de": "ComputerBase",
  "pcworld.com": "PCWorld",
  "techspot.com": "TechSpot",
  "tweaktown.com": "TweakTown",
  "notebookcheck.net": "Notebookcheck",
  "notebookcheck.com": "Notebookcheck",
  "phoronix.com": "Phoronix",
  "servethehome.com": "ServeTheHome",
  "hothardware.com": "HotHardware",
  "pcgamer.com": "PC Gamer",
  "theverge.com": "The Verge",
  "arstechnica.com": "Ars Technica",
  "ithome.com": "IT之家",
  "mydrivers.com": "快科技",
  "golem.de": "Golem",
  "hardwareluxx.de": "Hardwareluxx",
  "heise.de": "heise",
  "wccftech.com": "Wccftech",
  "videocardz.com": "VideoCardz",
  // An OEM and a CPU database that source OEM parts (data/README.md, OEM source rule).
  "apple.com": "Apple",
  "cpubenchmark.net": "PassMark",
};

const hostOf = (url: string): string | null => URL.parse(url)?.hostname.replace(/^www\./, "") ?? null;

export function outletName(url: string): string {
  const host = hostOf(url);
  if (host === null) return url;
  for (let h = host; h.includes("."); h = h.slice(h.indexOf(".") + 1)) {
    const name = OUTLET_NAMES[h];
    if (name) return name;
  }
  return host;
}

type Sources = { sourceUrl: string | null; alsoReportedUrl: string | null; announcedOn: string | null };

/** The page's source line, or null for a processor without a source address. */
export function specSourceOf({ sourceUrl, alsoReportedUrl, announcedOn }: Sources): SpecSource | null {
  if (sourceUrl === null) return null;
  const host = hostOf(sourceUrl);
  if (host !== null && VENDOR_HOSTS.test(host)) return { kind: "vendor", url: sourceUrl };
  const urls = alsoReportedUrl === null ? [sourceUrl] : [sourceUrl, alsoReportedUrl];
  return { kind: "reported", outlets: urls.map((url) => ({ name: outletName(url), url })), announcedOn };
}
