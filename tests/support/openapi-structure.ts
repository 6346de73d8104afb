// The structural rules of an OpenAPI 3.1 document as a JSON Schema (2020-12) for ajv, written
// by us from the specification (https://spec.openapis.org/oas/v3.1.0) because no OpenAPI
// validator package is installed and the official schema is not vendored. It covers the
// objects this API's document uses: required fields, allowed fields (plus `x-` extensions),
// status-code keys, parameter locations and styles, `$ref` shapes, example exclusivity.
// openapiSemanticProblems() adds the rules a schema cannot state (references resolve, path
// templates match path parameters, unique operation ids, valid 2020-12 schemas).
import { Ajv2020 } from "ajv/dist/2020.js";

const ext = { "^x-": true };
const str = { type: "string" };
const bool = { type: "boolean" };
const obj = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  required,
  patternProperties: ext,
  additionalProperties: false,
  ...extra,
});
const mapOf = (value: unknown) => ({
  type: "object",
  propertyNames: { pattern: "^[a-zA-Z0-9._-]+$" },
  additionalProperties: value,
});
const orRef = (def: string) => ({
  if: { type: "object", required: ["$ref"] },
  then: { $ref: "#/$defs/reference" },
  else: { $ref: `#/$defs/${def}` },
});
const jsonSchema = { type: ["object", "boolean"] };

export const OPENAPI_31_STRUCTURE = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  ...obj(
    {
      openapi: { type: "string", pattern: "^3\\.1\\.\\d+(-.+)?$" },
      info: { $ref: "#/$defs/info" },
      jsonSchemaDialect: str,
      servers: { type: "array", items: { $ref: "#/$defs/server" } },
      paths: { $ref: "#/$defs/paths" },
      webhooks: { type: "object" },
      components: { $ref: "#/$defs/components" },
      security: { type: "array" },
      tags: { type: "array" },
      externalDocs: { type: "object" },
    },
    ["openapi", "info"],
    { anyOf: [{ required: ["paths"] }, { required: ["components"] }, { required: ["webhooks"] }] },
  ),
  $defs: {
    reference: {
      type: "object",
      properties: { $ref: { type: "string", pattern: "^#/components/" }, summary: str, description: str },
      required: ["$ref"],
      additionalProperties: false,
    },
    info: obj(
      {
        title: str,
        summary: str,
        description: str,
        termsOfService: str,
        contact: { type: "object" },
        license: { type: "object" },
        version: str,
      },
      ["title", "version"],
    ),
    server: obj({ url: str, description: str, variables: { type: "object" } }, ["url"]),
    paths: {
      type: "object",
      patternProperties: { "^/": { $ref: "#/$defs/pathItem" }, ...ext },
      additionalProperties: false,
    },
    pathItem: obj({
      summary: str,
      description: str,
      servers: { type: "array" },
      parameters: { type: "array", items: orRef("parameter") },
      ...Object.fromEntries(
        ["get", "put", "post", "delete", "options", "head", "patch", "trace"].map((m) => [
          m,
          { $ref: "#/$defs/operation" },
        ]),
      ),
    }),
    operation: obj({
      tags: { type: "array", items: str },
      summary: str,
      description: str,
      externalDocs: { type: "object" },
      operationId: str,
      parameters: { type: "array", items: orRef("parameter") },
      requestBody: { type: "object" },
      responses: { $ref: "#/$defs/responses" },
      callbacks: { type: "object" },
      deprecated: bool,
      security: { type: "array" },
      servers: { type: "array" },
    }),
    parameter: obj(
      {
        name: str,
        in: { enum: ["query", "header", "path", "cookie"] },
        description: str,
        required: bool,
        deprecated: bool,
        allowEmptyValue: bool,
        style: { enum: ["matrix", "label", "simple", "form", "spaceDelimited", "pipeDelimited", "deepObject"] },
        explode: bool,
        allowReserved: bool,
        schema: jsonSchema,
        content: {
          type: "object",
          minProperties: 1,
          maxProperties: 1,
          additionalProperties: { $ref: "#/$defs/mediaType" },
        },
        example: true,
        examples: { type: "object", additionalProperties: orRef("example") },
      },
      ["name", "in"],
      {
        oneOf: [{ required: ["schema"] }, { required: ["content"] }],
        not: { required: ["example", "examples"] },
        allOf: [
          {
            if: { properties: { in: { const: "path" } } },
            then: {
              properties: { required: { const: true }, style: { enum: ["matrix", "label", "simple"] } },
              required: ["required"],
            },
          },
          {
            if: { properties: { in: { const: "query" } } },
            then: { properties: { style: { enum: ["form", "spaceDelimited", "pipeDelimited", "deepObject"] } } },
          },
        ],
      },
    ),
    responses: {
      type: "object",
      minProperties: 1,
      properties: { default: orRef("response") },
      patternProperties: { "^[1-5](?:[0-9]{2}|XX)$": orRef("response"), ...ext },
      additionalProperties: false,
    },
    response: obj(
      {
        description: str,
        headers: { type: "object", additionalProperties: orRef("header") },
        content: { type: "object", additionalProperties: { $ref: "#/$defs/mediaType" } },
        links: { type: "object" },
      },
      ["description"],
    ),
    header: obj(
      {
        description: str,
        required: bool,
        deprecated: bool,
        style: { const: "simple" },
        explode: bool,
        schema: jsonSchema,
        content: { type: "object" },
        example: true,
        examples: { type: "object" },
      },
      [],
      { oneOf: [{ required: ["schema"] }, { required: ["content"] }] },
    ),
    mediaType: obj(
      {
        schema: jsonSchema,
        example: true,
        examples: { type: "object", additionalProperties: orRef("example") },
        encoding: { type: "object" },
      },
      [],
      { not: { required: ["example", "examples"] } },
    ),
    example: obj({ summary: str, description: str, value: true, externalValue: str }, [], {
      not: { required: ["value", "externalValue"] },
    }),
    components: obj({
      schemas: mapOf(jsonSchema),
      responses: mapOf(orRef("response")),
      parameters: mapOf(orRef("parameter")),
      examples: mapOf(orRef("example")),
      requestBodies: mapOf({ type: "object" }),
      headers: mapOf(orRef("header")),
      securitySchemes: mapOf({ type: "object" }),
      links: mapOf({ type: "object" }),
      callbacks: mapOf({ type: "object" }),
      pathItems: mapOf({ type: "object" }),
    }),
  },
} as const;

/** An ajv validator for OPENAPI_31_STRUCTURE (its `required` lists name properties of other branches). */
export function openapiStructureValidator(allErrors = true) {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors });
  return { ajv, validate: ajv.compile(OPENAPI_31_STRUCTURE) };
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Array<{ name: string; in: string; schema?: unknown }>;
        responses: Record<string, unknown>;
      }
    >
  >;
  components: Record<string, Record<string, unknown>>;
};

/** Rules beyond the structure; each problem is one line. */
export function openapiSemanticProblems(doc: Doc): string[] {
  const problems: string[] = [];
  const text = JSON.stringify(doc);
  for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
    const [, , kind, name] = (ref ?? "").split("/");
    if (doc.components[kind ?? ""]?.[name ?? ""] === undefined) problems.push(`$ref ${ref} does not resolve`);
  }
  const ids = new Set<string>();
  const schemas: unknown[] = Object.values(doc.components.schemas ?? {});
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId) {
        if (ids.has(op.operationId)) problems.push(`operationId ${op.operationId} is used twice`);
        ids.add(op.operationId);
      }
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(inPath) !== JSON.stringify(declared))
        problems.push(`${method} ${path}: path parameters ${declared.join(",")} do not match the template`);
      const seen = new Set<string>();
      for (const p of op.parameters ?? []) {
        if (seen.has(`${p.in}:${p.name}`)) problems.push(`${method} ${path}: parameter ${p.name} twice`);
        seen.add(`${p.in}:${p.name}`);
        schemas.push(p.schema);
      }
    }
  }
  // Every embedded schema must be a valid draft 2020-12 schema without unknown keywords.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  const urnRefs = (s: unknown) =>
    JSON.parse(JSON.stringify(s).replace(/"#\/components\/schemas\/([\w.-]+)"/g, '"urn:api:$1"')) as object;
  for (const [id, s] of Object.entries(doc.components.schemas ?? {}))
    ajv.addSchema({ ...(urnRefs(s) as object), $id: `urn:api:${id}` });
  for (const s of schemas) {
    try {
      ajv.compile(urnRefs(s));
    } catch (error) {
      problems.push(`schema ${JSON.stringify(s).slice(0, 80)}: ${(error as Error).message}`);
    }
  }
  return problems;
}
