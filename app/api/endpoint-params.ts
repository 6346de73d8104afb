// The parameters of /api/suggest and /api/cpus/{vendor}/{id} as zod schemas: the routes
// validate with them and the OpenAPI document is generated from them.
import { z } from "zod";
import { VENDORS } from "#catalogue/fields/value-lists";
import { CPU_ID_MAX_LENGTH, CPU_ID_PATTERN } from "#catalogue/slug";
import { SUGGEST_MAX_QUERY } from "../catalog/suggestion";

export const cpuPathSchema = z.object({
  vendor: z.enum(VENDORS).meta({ description: "Vendor", descriptionZh: "厂商", examples: ["amd"] }),
  id: z
    .string()
    .max(CPU_ID_MAX_LENGTH)
    .regex(CPU_ID_PATTERN)
    .meta({
      description: "The processor's id: a lowercase slug of the model",
      descriptionZh: "处理器 id：型号的小写短横线形式",
      examples: ["ryzen-7-7800x3d"],
    }),
});

export const suggestQuerySchema = z.object({
  q: z
    .array(
      z
        .string()
        .max(SUGGEST_MAX_QUERY, `q is longer than ${SUGGEST_MAX_QUERY} characters`)
        .meta({
          description: "What was typed; empty gives no suggestions",
          descriptionZh: "输入的内容；为空时没有建议",
          examples: ["7800x3d"],
        }),
    )
    .max(1, "give q once")
    .optional()
    .transform((values) => values?.[0] ?? ""),
});

/** The query as the schema reads it: every value of every parameter. */
export function queryValues(params: URLSearchParams): Record<string, string[]> {
  // No prototype: a parameter named `constructor` or `__proto__` is just an unknown name.
  const values = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (values[key] ??= []).push(value);
  return values;
}
