import { describe, expect, it } from "vitest";
import { ifNoneMatchMatches, weakEtag } from "./http-etag";

describe("weakEtag", () => {
  it("joins its parts into one weak tag", () => {
    expect(weakEtag("20261124T1200", "b1")).toBe('W/"20261124T1200-b1"');
  });

  it("keeps only characters an entity tag may hold", () => {
    expect(weakEtag('a"b', "c d")).toBe('W/"a_b-c_d"');
  });
});

describe("ifNoneMatchMatches", () => {
  const etag = weakEtag("v1", "b1");

  it("compares weakly: with or without W/", () => {
    expect(ifNoneMatchMatches('W/"v1-b1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"v1-b1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"v1-b1"', '"v1-b1"')).toBe(true);
  });

  it("finds the tag in a list, with or without spaces", () => {
    expect(ifNoneMatchMatches('"other", W/"v1-b1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"other",W/"v1-b1"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"a,b", "v1-b1"', etag)).toBe(true);
  });

  it("matches * alone", () => {
    expect(ifNoneMatchMatches("*", etag)).toBe(true);
    expect(ifNoneMatchMatches(" * ", etag)).toBe(true);
  });

  it("does not match other tags, an absent or empty header, or a bare token", () => {
    expect(ifNoneMatchMatches('"stale"', etag)).toBe(false);
    expect(ifNoneMatchMatches('W/"v1-b2"', etag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false);
    expect(ifNoneMatchMatches(null, etag)).toBe(false);
    expect(ifNoneMatchMatches("", etag)).toBe(false);
    expect(ifNoneMatchMatches("v1-b1", etag)).toBe(false);
    expect(ifNoneMatchMatches('"v1-b1-x"', etag)).toBe(false);
  });
});
