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
    expect(minimalErrorHtml(404, "<b>", "en")).toContain("<p>&#60;b&#62;</p>");
  });

  it("is in the path's language, keeps the specification's texts, and has lang, a viewport and main", () => {
    const zhPage = minimalErrorHtml(404, "Page not found: /nope", "zh");
    expect(zhPage).toContain('<html lang="zh-CN">');
    expect(zhPage).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(zhPage).toContain("<title>404 页面未找到 (Page Not Found)</title>");
    expect(zhPage).toContain("<main><h1>页面未找到 (Page Not Found)</h1><p>Page not found: /nope</p></main>");
    expect(minimalErrorHtml(500, "", "en")).toContain(
      '<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>500 Internal Server Error</title>',
    );
  });
});
