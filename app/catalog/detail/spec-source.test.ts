import { describe, expect, it } from "vitest";
import { outletName, specSourceOf } from "./spec-source";

const TOMS = "https://www.tomshardware.com/pc-components/cpus/amd-launches-x";
const TPU = "https://www.techpowerup.com/344000/amd-announces-x";

describe("specSourceOf", () => {
  it("names the vendor's page when the source is on amd.com or intel.com", () => {
    const url = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-7-9800x3d.html";
    expect(specSourceOf({ sourceUrl: url, alsoReportedUrl: null, announcedOn: null })).toEqual({ kind: "vendor", url });
    const ark = "https://ark.intel.com/content/www/us/en/ark/products/236773/x.html";
    expect(specSourceOf({ sourceUrl: ark, alsoReportedUrl: null, announcedOn: null })).toEqual({
      kind: "vendor",
      url: ark,
    });
  });

  it("names the two outlets and the announcement's date otherwise", () => {
    expect(specSourceOf({ sourceUrl: TOMS, alsoReportedUrl: TPU, announcedOn: "2026-01-05" })).toEqual({
      kind: "reported",
      outlets: [
        { name: "Tom's Hardware", url: TOMS },
        { name: "TechPowerUp", url: TPU },
      ],
      announcedOn: "2026-01-05",
    });
  });

  it("gives nothing without a source", () => {
    expect(specSourceOf({ sourceUrl: null, alsoReportedUrl: null, announcedOn: null })).toBeNull();
  });
});

describe("outletName", () => {
  it("knows outlets on any subdomain and falls back to the host", () => {
    expect(outletName("https://news.mydrivers.com/1/1000/1000000.htm")).toBe("快科技");
    expect(outletName("https://www.ithome.com/0/800/000.htm")).toBe("IT之家");
    expect(outletName("https://support.apple.com/kb/SP771")).toBe("Apple");
    expect(outletName("https://www.cpubenchmark.net/cpu.php?cpu=x&id=1")).toBe("PassMark");
    expect(outletName("https://www.example-news.org/a")).toBe("example-news.org");
    expect(outletName("not a url")).toBe("not a url");
  });
});
