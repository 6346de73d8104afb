import { describe, expect, it } from "vitest";
import { parseLibraryQuery } from "../catalog/library/parse-query";
import { apiDocsView } from "./api-docs-view.server";
import { cpuPathSchema, queryValues, suggestQuerySchema } from "./endpoint-params";
import { openApiDocument } from "./openapi-document.server";
import { libraryParameters } from "./openapi-parameters";

describe("the OpenAPI document", () => {
  it("documents exactly the parameters the library's parser accepts", () => {
    const documented = libraryParameters().map((p) => p.name);
    for (const name of documented) {
      const { problems } = parseLibraryQuery(new URLSearchParams({ [name]: "x" }));
      expect(problems.find((p) => p.param === name)?.reason, name).not.toBe("unknown parameter");
    }
    expect(documented).toHaveLength(new Set(documented).size);
    // Anything not documented is refused as unknown.
    expect(parseLibraryQuery(new URLSearchParams("ids=1")).problems[0]?.reason).toBe("unknown parameter");
    expect(documented).toEqual(
      expect.arrayContaining([
        "q",
        "vendor",
        "pcie",
        "yearMin",
        "priceMax",
        "pcieLanesMin",
        "pcieLanesMax",
        "igpu",
        "unlocked",
        "sort",
        "dir",
        "page",
        "pageSize",
      ]),
    );
  });

  it("gives every parameter a description in both languages and no zod internals", () => {
    const { document, json } = openApiDocument();
    for (const item of Object.values(document.paths)) {
      for (const p of item.get.parameters) {
        expect(p.description.length, p.name).toBeGreaterThan(3);
        expect(p["x-description-zh"], p.name).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(json).not.toMatch(/descriptionZh|~standard|"def"|9007199254740991/);
  });

  it("offers the status filter with the OEM status among its values", () => {
    const status = libraryParameters().find((p) => p.name === "status");
    expect(JSON.stringify(status?.schema)).toContain('"oem"');
    expect(parseLibraryQuery(new URLSearchParams("status=oem")).problems).toEqual([]);
  });

  it("is built once: the same text and version on every call", () => {
    expect(openApiDocument()).toBe(openApiDocument());
    expect(openApiDocument().version).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("endpoint parameter schemas", () => {
  const suggest = (query: string) => suggestQuerySchema.safeParse(queryValues(new URLSearchParams(query)));

  it("/api/suggest: q optional, once, at most 100 characters", () => {
    expect(suggest("").data).toEqual({ q: "" });
    expect(suggest("q=7800x3d&other=1").data).toEqual({ q: "7800x3d" });
    expect(suggest(`q=${"a".repeat(101)}`).error?.issues[0]?.message).toBe("q is longer than 100 characters");
    expect(suggest(`q=${"a".repeat(101)}&q=b`).error?.issues[0]?.message).toBe("give q once");
  });

  it("/api/cpus/{vendor}/{id}: a known vendor and a well-formed id", () => {
    expect(cpuPathSchema.safeParse({ vendor: "amd", id: "ryzen-7-7800x3d" }).success).toBe(true);
    for (const params of [
      { vendor: "arm", id: "x" },
      { vendor: "amd", id: "Bad_ID" },
      { vendor: "intel", id: "a".repeat(65) },
      { vendor: "amd", id: "a--b" },
    ]) {
      expect(cpuPathSchema.safeParse(params).success, JSON.stringify(params)).toBe(false);
    }
  });
});

describe("the /api page's content", () => {
  it("comes from the document in each language", () => {
    const zh = apiDocsView("zh");
    const en = apiDocsView("en");
    expect(zh.endpoints.map((e) => e.path)).toEqual(en.endpoints.map((e) => e.path));
    const cpus = (view: typeof zh) => view.endpoints.find((e) => e.path === "/api/cpus")!;
    expect(cpus(en).parameters.find((p) => p.name === "yearMin")).toMatchObject({
      values: "integer 1970–2100",
      repeatable: false,
    });
    expect(cpus(zh).parameters.find((p) => p.name === "yearMin")?.description).toBe("发布年份下限（含）");
    expect(cpus(en).parameters.find((p) => p.name === "socket")?.repeatable).toBe(true);
    expect(cpus(en).responses.map((r) => r.status)).toEqual(["200", "304", "400", "503"]);
    expect(cpus(en).examples.map((e) => e.url)).toContain("/api/cpus?q=7800x3d");
    expect(zh.unknownEndpoint).toMatchObject({ status: "404", body: "Error" });
  });
});
