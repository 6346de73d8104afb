// The /api page's content, read from the OpenAPI document (never written a second time):
// each endpoint with its parameters, statuses and live examples, in the page's language.
import type { Locale } from "#common/locale";
import { OPENAPI_PATH, openApiDocument } from "./openapi-document.server";

export type ApiDocsParameter = {
  name: string;
  where: "query" | "path";
  values: string;
  repeatable: boolean;
  description: string;
};
export type ApiDocsResponse = { status: string; description: string; body: string | null };
export type ApiDocsExample = { summary: string; url: string; status: string };
export type ApiDocsEndpoint = {
  id: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiDocsParameter[];
  responses: ApiDocsResponse[];
  examples: ApiDocsExample[];
};
export type ApiDocsView = {
  intro: string;
  documentPath: string;
  endpoints: ApiDocsEndpoint[];
  unknownEndpoint: ApiDocsResponse;
};

type Described = { description: string; "x-description-zh"?: string; summary?: string; "x-summary-zh"?: string };
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  multipleOf?: number;
  $ref?: string;
};
type Example = { summary: string; "x-summary-zh"?: string; externalValue?: string };
type Response = Described & {
  $ref?: string;
  content?: Record<string, { schema: Schema; examples?: Record<string, Example> }>;
  "x-examples"?: Record<string, Example>;
};
type Parameter = Described & { name: string; in: "query" | "path"; schema: Schema };
type Operation = Described & { operationId: string; parameters: Parameter[]; responses: Record<string, Response> };

const WORDS = {
  en: {
    integer: "integer",
    number: "number",
    step: "in steps of",
    text: "text",
    upTo: "up to {n} characters",
    pattern: "matching",
  },
  zh: { integer: "整数", number: "数值", step: "步长", text: "文本", upTo: "最多 {n} 个字符", pattern: "匹配" },
} as const;

const pick = (d: Described, locale: Locale) =>
  locale === "zh" ? (d["x-description-zh"] ?? d.description) : d.description;
const pickSummary = (d: { summary?: string; "x-summary-zh"?: string }, locale: Locale) =>
  locale === "zh" ? (d["x-summary-zh"] ?? d.summary ?? "") : (d.summary ?? "");

/** "amd | intel", "integer 1970–2100", "text, up to 100 characters". */
function valuesOf(schema: Schema, locale: Locale): string {
  const w = WORDS[locale];
  if (schema.enum) return schema.enum.map(String).join(" | ");
  if (schema.type === "integer" || schema.type === "number") {
    const range = `${schema.minimum ?? ""}–${schema.maximum ?? ""}`;
    const step = schema.multipleOf ? `, ${w.step} ${schema.multipleOf}` : "";
    return `${schema.type === "integer" ? w.integer : w.number} ${range}${step}`;
  }
  const parts: string[] = [w.text];
  if (schema.maxLength !== undefined) parts.push(w.upTo.replace("{n}", String(schema.maxLength)));
  if (schema.pattern) parts.push(`${w.pattern} ${schema.pattern}`);
  return parts.join(locale === "zh" ? "，" : ", ");
}

function bodyOf(response: Response): string | null {
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!type || !media) return null;
  return media.schema.$ref ? media.schema.$ref.split("/").pop()! : type;
}

export function apiDocsView(locale: Locale): ApiDocsView {
  const { document } = openApiDocument();
  const components = document.components.responses as unknown as Record<string, Response>;
  const resolve = (r: Response) => (r.$ref ? components[r.$ref.split("/").pop()!]! : r);
  const responseView = (status: string, r: Response): ApiDocsResponse => ({
    status,
    description: pick(r, locale),
    body: bodyOf(r),
  });
  const endpoints = Object.entries(document.paths as unknown as Record<string, { get: Operation }>).map(
    ([path, { get: op }]) => {
      const responses = Object.entries(op.responses).map(([status, r]) => [status, resolve(r)] as const);
      return {
        id: op.operationId,
        path,
        summary: pickSummary(op, locale),
        description: pick(op, locale),
        parameters: op.parameters.map((p) => ({
          name: p.name,
          where: p.in,
          values: valuesOf(p.schema.items ?? p.schema, locale),
          repeatable: p.schema.type === "array",
          description: pick(p, locale),
        })),
        responses: responses.map(([status, r]) => responseView(status, r)),
        examples: responses.flatMap(([status, r]) =>
          [
            ...Object.values(r.content ?? {}).flatMap((m) => Object.values(m.examples ?? {})),
            ...Object.values(r["x-examples"] ?? {}),
          ].flatMap((e) =>
            e.externalValue ? [{ summary: pickSummary(e, locale), url: e.externalValue, status }] : [],
          ),
        ),
      };
    },
  );
  return {
    intro: pick(document.info as Described, locale),
    documentPath: OPENAPI_PATH,
    endpoints,
    unknownEndpoint: responseView("404", components.UnknownEndpoint!),
  };
}
