import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-id";

describe("requestIdOf", () => {
  it("keeps a sane incoming id", () => {
    expect(requestIdOf("abc-123")).toBe("abc-123");
    expect(requestIdOf("Root=1-5759e988-bd862e3fe1be46a994272793")).toBe("Root=1-5759e988-bd862e3fe1be46a994272793");
  });

  it("replaces a missing, repeated, over-long or odd id by a fresh UUID", () => {
    for (const incoming of [undefined, "", ["a", "b"], "x".repeat(129), "has space", 'quote"', "新的", "a\r\nb"]) {
      expect(requestIdOf(incoming)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
