import { describe, expect, it } from "vitest";
import { collectBody, minimalErrorHtml } from "./entry.server";

describe("collectBody", () => {
  it("hands over everything written, in order, once the writer ends", async () => {
    const body = await new Promise<Uint8Array>((resolve, reject) => {
      const sink = collectBody(resolve, reject);
      sink.write(new TextEncoder().encode("<!DOCTYPE html><html>"));
      sink.write(Buffer.from("<body>中文</body>"));
      sink.end(new TextEncoder().encode("</html>"));
    });
    expect(new TextDecoder().decode(body)).toBe("<!DOCTYPE html><html><body>中文</body></html>");
  });
});

describe("minimalErrorHtml", () => {
  it("escapes the message", () => {
    expect(minimalErrorHtml(404, "<b>")).toContain("<p>&#60;b&#62;</p>");
  });
});
