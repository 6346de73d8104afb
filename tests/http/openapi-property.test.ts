// Property test: requests generated from the OpenAPI document itself, with valid and hostile
// parameter values. Every answer is a status the operation documents (never a 5xx) and its
// body matches the documented schema (the suite's contract hook checks each answer); a
// request made only of valid values is a 200 where the document promises one.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, get } from "../support/http";
import { apiContract, type OpenApiContract, type Parameter } from "../support/openapi-contract";

const RUNS = Number(process.env.OPENAPI_RUNS ?? 200);
type Json = Record<string, unknown>;
type Value = { value: string; valid: boolean };

const junk = fc.constantFrom(
  "%",
  "%ZZ",
  "\u0000",
  "..",
  "'",
  '"',
  "<script>",
  "{}",
  "|",
  "é",
  "锐龙",
  "+",
  ";",
  "&",
  "=",
  "#",
  "🙂",
  " ",
  "\t",
  "-1",
  "1e3",
  "0x10",
  "NaN",
  "Infinity",
  "1.234",
  "null",
  "[]",
);
const hostileString = fc.oneof(
  junk,
  fc.array(junk, { minLength: 2, maxLength: 6 }).map((parts) => parts.join("")),
  fc.string({ maxLength: 20 }),
);

/** Values the schema accepts. A string with `examples` draws from them (open facets need real values). */
function validValue(schema: Json): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]).map(String));
  if (schema.type === "integer")
    return fc.integer({ min: Number(schema.minimum ?? 0), max: Number(schema.maximum ?? 1000) }).map(String);
  if (schema.type === "number")
    return fc
      .integer({ min: Number(schema.minimum ?? 0) * 100, max: Number(schema.maximum ?? 1000) * 100 })
      .map((n) => String(n / 100));
  if (Array.isArray(schema.examples)) return fc.constantFrom(...(schema.examples as unknown[]).map(String));
  if (typeof schema.pattern === "string")
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Number(schema.maxLength ?? 64));
  return fc.string({ maxLength: Number(schema.maxLength ?? 20) });
}

/** Values the schema refuses (or that only a lenient reading would take). */
function hostileValue(schema: Json): fc.Arbitrary<string> {
  const options: Array<fc.Arbitrary<string>> = [hostileString];
  if (typeof schema.maximum === "number")
    options.push(fc.constantFrom(String(schema.maximum + 1), String(schema.maximum * 1000), "99999999999"));
  if (typeof schema.minimum === "number") options.push(fc.constant(String(schema.minimum - 1)));
  if (typeof schema.maxLength === "number")
    options.push(
      fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 20, unit: "grapheme-ascii" }),
    );
  return fc.oneof(...options);
}

function valueFor(parameter: Parameter): fc.Arbitrary<Value[]> {
  const repeatable = parameter.schema.type === "array";
  const schema = (repeatable ? parameter.schema.items : parameter.schema) as Json;
  const one = fc.oneof(
    { weight: 3, arbitrary: validValue(schema).map((value) => ({ value, valid: true })) },
    { weight: 1, arbitrary: hostileValue(schema).map((value) => ({ value, valid: false })) },
  );
  // A single-valued parameter given twice is a documented 400 too.
  return fc
    .array(one, { minLength: 1, maxLength: repeatable ? 3 : 2 })
    .map((values) => (repeatable || values.length === 1 ? values : values.map((v) => ({ ...v, valid: false }))));
}

/** A range whose lower end is above its upper end is a 400 (the parser's one cross-parameter rule). */
function rangesInOrder(query: Array<[string, string]>): boolean {
  const value = (name: string) => query.find(([k]) => k === name)?.[1];
  return query.every(([name, min]) => {
    const max = name.endsWith("Min") ? value(`${name.slice(0, -3)}Max`) : undefined;
    return max === undefined || Number(min) <= Number(max);
  });
}

type Case = { path: string; query: Array<[string, string]>; valid: boolean; operationId: string };

function requests(contract: OpenApiContract): fc.Arbitrary<Case> {
  const perOperation = Object.entries(contract.doc.paths)
    .filter(([path]) => path !== "/api/openapi.json")
    .map(([template, item]) => {
      const params = item.get.parameters;
      const pathParams = params.filter((p) => p.in === "path");
      const queryParams = params.filter((p) => p.in === "query");
      const pathValues = fc.tuple(
        ...pathParams.map((p) =>
          fc.oneof(
            { weight: 4, arbitrary: validValue(p.schema).map((value) => ({ value, valid: true })) },
            { weight: 1, arbitrary: hostileValue(p.schema).map((value) => ({ value, valid: false })) },
          ),
        ),
      );
      const chosen = fc
        .subarray(queryParams, { maxLength: Math.min(5, queryParams.length) })
        .chain((ps) => fc.tuple(...ps.map((p) => valueFor(p).map((values) => ({ name: p.name, values })))));
      const unknown = fc.option(
        fc.tuple(fc.constantFrom("foo", "__proto__", "constructor", "ids", "_data"), fc.string({ maxLength: 8 })),
        { freq: 6 },
      );
      return {
        weight: template.endsWith(".csv") ? 1 : 4,
        arbitrary: fc.tuple(pathValues, chosen, unknown).map(([pv, qv, extra]): Case => {
          let path = template;
          pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, encodeURIComponent(pv[i]!.value))));
          const query = qv.flatMap(({ name, values }) => values.map((v): [string, string] => [name, v.value]));
          // The suggest endpoint ignores parameters it does not know; the library names them.
          const strictUnknown = extra !== null && template !== "/api/suggest";
          if (extra) query.push(extra);
          const valid =
            pv.every((v) => v.valid) &&
            qv.every(({ values }) => values.every((v) => v.valid)) &&
            !strictUnknown &&
            rangesInOrder(query);
          return { path, query, valid, operationId: item.get.operationId };
        }),
      };
    });
  return fc.oneof(...perOperation);
}

describe("requests generated from the OpenAPI document", () => {
  let contract: OpenApiContract;
  beforeAll(async () => {
    contract = await apiContract(baseUrl());
  });

  it(`${RUNS} cases: documented statuses only, never a 5xx, bodies match their schemas`, async () => {
    const statuses = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(requests(contract), async ({ path, query, valid, operationId }) => {
        const search = new URLSearchParams(query).toString();
        const url = `${path}${search ? `?${search}` : ""}`;
        const res = await get(url); // the contract hook fails the request if the answer is undocumented
        await res.arrayBuffer();
        statuses.set(`${operationId} ${res.status}`, (statuses.get(`${operationId} ${res.status}`) ?? 0) + 1);
        expect(res.status, url).toBeLessThan(500);
        // Valid values only: the listing endpoints answer 200 (a processor may not exist: 404, or moved: 301).
        if (valid && operationId !== "getProcessor") expect(res.status, url).toBe(200);
        if (valid && operationId === "getProcessor") expect([200, 301, 404], url).toContain(res.status);
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 90_000 },
    );
    console.log(`openapi property: ${RUNS} requests by operation and status`, Object.fromEntries([...statuses].sort()));
  }, 120_000);
});
