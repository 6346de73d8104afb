import { describe, expect, it } from "vitest";
import { seriesListing, toSeriesMember } from "./series-member";
import { summary } from "./test-fixtures";
import type { Segment } from "#catalogue/fields/value-lists";

const member = (id: string, segment: Segment = "desktop") => toSeriesMember(summary({ id, segment }));
const ids = (xs: ReadonlyArray<{ id: string }>) => xs.map((c) => c.id);

describe("seriesListing", () => {
  const desktops = Array.from({ length: 30 }, (_, i) => member(`d${i}`));
  const series = [...desktops.slice(0, 10), member("l0", "laptop"), ...desktops.slice(10)];

  it("lists the processor's segment, oldest first, with the count of that segment", () => {
    const listing = seriesListing(series, { vendor: "amd", id: "d3", segment: "desktop" }, 40);
    expect(listing.segment).toBe("desktop");
    expect(listing.total).toBe(30);
    expect(ids(listing.members)).toEqual(ids(desktops));
  });

  it("keeps a window of the members launched nearest the processor, itself included, even the newest", () => {
    const middle = seriesListing(series, { vendor: "amd", id: "d15", segment: "desktop" }, 10);
    expect(ids(middle.members)).toEqual(["d11", "d12", "d13", "d14", "d15", "d16", "d17", "d18", "d19", "d20"]);
    const newest = seriesListing(series, { vendor: "amd", id: "d29", segment: "desktop" }, 10);
    expect(ids(newest.members)).toEqual(ids(desktops.slice(20)));
    const oldest = seriesListing(series, { vendor: "amd", id: "d0", segment: "desktop" }, 10);
    expect(ids(oldest.members)).toEqual(ids(desktops.slice(0, 10)));
  });

  it("lists the whole series when the processor is alone in its segment", () => {
    const listing = seriesListing(series, { vendor: "amd", id: "l0", segment: "laptop" }, 5);
    expect(listing.segment).toBeNull();
    expect(listing.total).toBe(31);
    expect(ids(listing.members)).toEqual(["d8", "d9", "l0", "d10", "d11"]);
  });

  it("carries only the fields the family table and series chart read", () => {
    expect(Object.keys(member("x")).sort()).toEqual(
      [
        "baseClockMhz",
        "boostClockMhz",
        "cores",
        "id",
        "l3Kib",
        "launchDate",
        "name",
        "nameZh",
        "segment",
        "tdpW",
        "threads",
        "vendor",
      ].sort(),
    );
  });
});
