import { describe, expect, it } from "vitest";
import { internalLinks } from "../support/html";
import { get } from "../support/http";
import type { OpenApiDoc } from "../support/openapi-contract";

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("/api and /en/api: the API explained for people, from its OpenAPI document", () => {
  it.each([
    ["/api", "开放数据 API", "发布年份下限（含）", 'lang="zh-CN"'],
    ["/en/api", "Open data API", "Lowest launch year, inclusive", 'lang="en-US"'],
  ])("%s lists every endpoint, parameter, status and example of the document", async (path, heading, yearMin, lang) => {
    const doc = (await (await get("/api/openapi.json")).json()) as OpenApiDoc;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = decode(await res.text());
    expect(html).toContain(lang);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(yearMin);
    for (const [template, item] of Object.entries(doc.paths)) {
      expect(html).toContain(`GET ${template}`);
      for (const p of item.get.parameters) expect(html, p.name).toContain(`<code>${p.name}</code>`);
      for (const status of Object.keys(item.get.responses)) expect(html).toContain(`<th scope="row">${status}</th>`);
    }
    expect(html).toContain("curl 'https://cpu-atlas.example/api/cpus?q=7800x3d'");
    expect(html).toContain("curl -OJ 'https://cpu-atlas.example/api/cpus.csv?segment=server&sort=cores'");
    expect(html).toContain('href="/api/openapi.json"');
  });

  it("is linked from the footer of every page, in the page's language", async () => {
    expect(internalLinks(await (await get("/lib")).text())).toContain("/api");
    expect(internalLinks(await (await get("/en/lib")).text())).toContain("/en/api");
  });

  it("follows the locale rules of the other pages", async () => {
    const res = await get("/api", { Cookie: "i18n_redirected=en" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en/api");
  });
});
