// zod → JSON Schema 2020-12 as the OpenAPI document embeds it: the output side of each schema
// (what a parameter means once parsed, what a body holds), without the per-schema `$schema`
// (the document names the dialect once), the bilingual notes or zod's safe-integer bounds.
import { z } from "zod";
import type { ParamDoc } from "../catalog/library/library-params";

export type JsonSchema = Record<string, unknown>;

const options = {
  target: "draft-2020-12",
  io: "output",
  unrepresentable: "throw",
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    delete jsonSchema.descriptionZh;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  },
} as const;

function strip(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return strip(z.toJSONSchema(schema, options) as JsonSchema);
}

/** Every schema of a registry, each referring to the others as `#/components/schemas/{id}`. */
export function registrySchemas(registry: z.core.$ZodRegistry<{ id: string }>): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { ...options, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, strip(schema as JsonSchema)]));
}

/** The bilingual description a schema was given with `.meta()`. */
export function paramDocOf(schema: z.ZodType): ParamDoc {
  const meta = z.globalRegistry.get(schema) as Partial<ParamDoc> | undefined;
  if (!meta?.description || !meta.descriptionZh)
    throw new Error("[openapi] a parameter schema has no description in both languages");
  return { description: meta.description, descriptionZh: meta.descriptionZh };
}
