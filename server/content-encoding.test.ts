import { describe, expect, it } from "vitest";
import { availableEncodings, negotiateEncoding } from "./content-encoding";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, then identity, when the client weighs them equally", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip;q=1")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("brotli")).toBe("identity");
    expect(negotiateEncoding("BR")).toBe("br");
  });

  it("sends identity without the header or with an empty one", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
  });

  it("follows q-values, and q=0 refuses", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("gzip;q=0.2, identity;q=0.5")).toBe("identity");
    expect(negotiateEncoding("br ; q=0.9 , gzip")).toBe("gzip");
  });

  it("treats a malformed q-value as a refusal", () => {
    expect(negotiateEncoding("br;q=2, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=abc")).toBe("identity");
  });

  it("lets * stand for every coding not named", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
    expect(negotiateEncoding("*;q=0.1, gzip")).toBe("gzip");
    expect(negotiateEncoding("*;q=0")).toBe("identity");
  });

  it("sends identity even when identity;q=0 leaves nothing acceptable", () => {
    expect(negotiateEncoding("identity;q=0")).toBe("identity");
    expect(negotiateEncoding("identity;q=0, gzip")).toBe("gzip");
  });

  it("chooses only among the forms the body has", () => {
    expect(negotiateEncoding("br, gzip", availableEncodings({ br: null, gzip: 1 }))).toBe("gzip");
    expect(negotiateEncoding("br", availableEncodings({ br: null, gzip: 1 }))).toBe("identity");
    expect(negotiateEncoding("br, gzip", availableEncodings({ br: null, gzip: null }))).toBe("identity");
  });
});
