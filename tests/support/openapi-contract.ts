// Checks an API answer against the server's own OpenAPI document (/api/openapi.json): the
// status is one the operation documents, its documented headers are there, and the body
// matches the response's JSON Schema (ajv, draft 2020-12). Unlisted /api/ paths must answer
// the document's UnknownEndpoint response.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

type Json = Record<string, unknown>;
export type OpenApiDoc = {
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Json>; responses: Record<string, Response>; headers: Record<string, Header> };
};
export type Operation = { operationId: string; parameters: Parameter[]; responses: Record<string, Response | Ref> };
export type Parameter = { name: string; in: "query" | "path"; required: boolean; schema: Json };
type Response = {
  description: string;
  headers?: Record<string, Header | Ref>;
  content?: Record<string, { schema: Json }>;
};
type Header = { required?: boolean; schema: Json };
type Ref = { $ref: string };

export type ApiAnswer = { method: string; url: URL; status: number; headers: Headers; body: string };

const withUrnRefs = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/([\w.-]+)"/g, '"urn:api:$1"')) as Json;
const isRef = (value: unknown): value is Ref => typeof value === "object" && value !== null && "$ref" in value;

export class OpenApiContract {
  readonly doc: OpenApiDoc;
  private readonly ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false });
  private readonly validators = new Map<Json, ValidateFunction>();

  constructor(doc: OpenApiDoc) {
    this.doc = doc;
    // Component schemas refer to each other as #/components/schemas/{id}: register them under
    // that address so that a response schema compiles on its own.
    for (const [id, schema] of Object.entries(doc.components.schemas))
      this.ajv.addSchema({ ...withUrnRefs(schema), $id: `urn:api:${id}` });
  }

  private resolve<T>(value: T | Ref): T {
    if (!isRef(value)) return value;
    const [, , kind, name] = value.$ref.split("/");
    const target = (this.doc.components as Record<string, Record<string, unknown>>)[kind ?? ""]?.[name ?? ""];
    if (target === undefined) throw new Error(`unresolved $ref ${value.$ref}`);
    return target as T;
  }

  private validator(schema: Json): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(withUrnRefs(schema));
      this.validators.set(schema, validate);
    }
    return validate;
  }

  /** The operation and path parameters for a path, or null for an unlisted one. */
  match(pathname: string): { template: string; operation: Operation; params: Record<string, string> } | null {
    const exact = this.doc.paths[pathname];
    if (exact) return { template: pathname, operation: exact.get, params: {} };
    for (const [template, item] of Object.entries(this.doc.paths)) {
      const names: string[] = [];
      const pattern = new RegExp(
        `^${template.replace(/[.]/g, "\\.").replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), "([^/]+)"))}$`,
      );
      const found = pattern.exec(pathname);
      if (found)
        return {
          template,
          operation: item.get,
          params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? "")])),
        };
    }
    return null;
  }

  /** The documented response for a status, or undefined. */
  response(operation: Operation | null, status: number, pathname = ""): Response | undefined {
    if (status === 301 && pathname.length > 1 && pathname.endsWith("/"))
      return this.doc.components.responses.TrailingSlash;
    // The guard answers a malformed path before any routing, listed or not.
    if (!operation)
      return status === 404
        ? this.doc.components.responses.UnknownEndpoint
        : status === 400
          ? this.doc.components.responses.MalformedRequest
          : undefined;
    const listed = operation.responses[String(status)];
    return listed === undefined ? undefined : this.resolve(listed);
  }

  /** Every way an answer departs from the document (empty when it conforms). */
  check(answer: ApiAnswer): string[] {
    const matched = this.match(answer.url.pathname);
    const response = this.response(matched?.operation ?? null, answer.status, answer.url.pathname);
    const where = matched ? `${matched.operation.operationId}` : "an unlisted /api/ path";
    if (!response) return [`status ${answer.status} is not documented for ${where}`];
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (this.resolve(header).required && !answer.headers.has(name)) problems.push(`header ${name} is missing`);
    }
    const content = response.content;
    if (!content || answer.method === "HEAD") {
      if (!content && answer.body !== "")
        problems.push(`status ${answer.status} has no body in the document, but one was sent`);
      return problems;
    }
    const type = (answer.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const media = content[type];
    if (!media) return [...problems, `content type ${type} is not documented (${Object.keys(content).join(", ")})`];
    let body: unknown = answer.body;
    if (type === "application/json") {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [...problems, "the body is not JSON"];
      }
    }
    const validate = this.validator(media.schema);
    if (!validate(body)) problems.push(`body: ${this.ajv.errorsText(validate.errors)}`);
    return problems;
  }
}

let loaded: Promise<OpenApiContract> | null = null;

/** The contract of the server under test, fetched once (with the undecorated fetch). */
export const OPENAPI_PATH = "/api/openapi.json";

export function apiContract(baseUrl: string, fetcher: typeof fetch = fetch): Promise<OpenApiContract> {
  loaded ??= fetcher(`${baseUrl}${OPENAPI_PATH}`).then(async (res) => {
    if (res.status !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.status}`);
    return new OpenApiContract((await res.json()) as OpenApiDoc);
  });
  return loaded;
}
