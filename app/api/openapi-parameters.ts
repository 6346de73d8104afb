// The OpenAPI parameters of each endpoint, generated from the zod schemas the routes validate
// with. Descriptions come in both languages: `description` (English) and `x-description-zh`.
import type { z } from "zod";
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "../catalog/library/library-fields";
import { FLAG_SCHEMAS, LIST_SCHEMAS, RANGE_SCHEMAS, SINGLE_SCHEMAS } from "../catalog/library/library-params";
import { rangeParam } from "../catalog/library/query-model";
import { cpuPathSchema, suggestQuerySchema } from "./endpoint-params";
import { paramDocOf, toJsonSchema, type JsonSchema } from "./json-schema";

export type Parameter = {
  name: string;
  in: "query" | "path";
  required: boolean;
  description: string;
  "x-description-zh": string;
  schema: JsonSchema;
  style?: "form";
  explode?: boolean;
};

type Text = { en: string; zh: string };

function parameter(
  name: string,
  where: "query" | "path",
  schema: z.ZodType,
  options: { repeat?: boolean; text?: (d: Text) => Text } = {},
): Parameter {
  const doc = paramDocOf(schema);
  const text = (options.text ?? ((d) => d))({ en: doc.description, zh: doc.descriptionZh });
  // The description belongs to the parameter, not to its value's schema.
  const valueSchema = toJsonSchema(schema);
  delete valueSchema.description;
  return {
    name,
    in: where,
    required: where === "path",
    description: text.en,
    "x-description-zh": text.zh,
    ...(options.repeat
      ? { schema: { type: "array", items: valueSchema }, style: "form", explode: true }
      : { schema: valueSchema }),
  };
}

const repeatable = (d: Text): Text => ({
  en: `${d.en}; repeat the parameter for any of several`,
  zh: `${d.zh}；可重复给出，匹配其中任一`,
});
const bound =
  (end: "min" | "max") =>
  (d: Text): Text =>
    end === "min"
      ? { en: `Lowest ${d.en}, inclusive`, zh: `${d.zh}下限（含）` }
      : { en: `Highest ${d.en}, inclusive`, zh: `${d.zh}上限（含）` };

/** /api/cpus and /api/cpus.csv: the library's parameters, in the README's order. */
export function libraryParameters(): Parameter[] {
  return [
    parameter("q", "query", SINGLE_SCHEMAS.q),
    ...LIST_FILTERS.map(({ param }) =>
      parameter(param, "query", LIST_SCHEMAS[param], { repeat: true, text: repeatable }),
    ),
    ...RANGE_FILTERS.flatMap(({ param }) =>
      (["min", "max"] as const).map((end) =>
        parameter(rangeParam(param, end), "query", RANGE_SCHEMAS[param], { text: bound(end) }),
      ),
    ),
    ...FLAG_FILTERS.map(({ param }) => parameter(param, "query", FLAG_SCHEMAS[param])),
    ...(["sort", "dir", "page", "pageSize"] as const).map((key) => parameter(key, "query", SINGLE_SCHEMAS[key])),
  ];
}

export function processorPathParameters(): Parameter[] {
  return [parameter("vendor", "path", cpuPathSchema.shape.vendor), parameter("id", "path", cpuPathSchema.shape.id)];
}

export function suggestParameters(): Parameter[] {
  // The schema reads q as a list so that a repeated q is a 400; the parameter itself is one string.
  return [parameter("q", "query", suggestQuerySchema.shape.q.in.unwrap().element)];
}
