// Every URL parameter of the library (the /lib page and /api/cpus): one zod schema each, with
// its documentation in both languages. The filters' schemas and documents are derived from
// the fields' library roles (library-fields.ts, fields/library-roles.ts); parse-query.ts
// validates with these schemas and the OpenAPI document (app/api/openapi-document.server.ts)
// is generated from them, so the two cannot drift. A value arrives as a string; each
// schema's output is what the document describes.
import { z } from "zod";
import type { ParamDoc } from "#catalogue/fields/library-roles";
import {
  FLAG_FILTERS,
  LIST_FILTERS,
  RANGE_FILTERS,
  SORT_KEYS,
  type FlagFilterSpec,
  type ListFilterSpec,
  type RangeFilterSpec,
} from "./library-fields";
import type { FlagParam, ListParam, RangeParam } from "./library-names";
import { MAX_PAGE, MAX_SEARCH_LENGTH, PAGE_SIZES } from "./query-model";

export type { ParamDoc } from "#catalogue/fields/library-roles";

const facetValue = (doc: ParamDoc) =>
  z
    .string()
    .min(1)
    .max(80)
    .meta({
      ...doc,
      description: `${doc.description} (a value from the catalogue, any case)`,
      descriptionZh: `${doc.descriptionZh}（目录中的值，不区分大小写）`,
    });

function listSchema({ values, doc }: ListFilterSpec): z.ZodType<string> {
  return values ? z.enum(values as [string, ...string[]]).meta(doc) : facetValue(doc);
}

// Plain decimal digits only (no sign, exponent or spaces): what a form or a person types.
const decimal = z
  .string()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, "not a number")
  .transform(Number);
const integer = z
  .string()
  .regex(/^\d{1,6}$/, "not a whole number")
  .transform(Number);

function rangeSchema({ doc, min, max, decimal: decimals }: RangeFilterSpec): z.ZodType<number, string> {
  return decimals
    ? decimal.pipe(z.number().min(min).max(max).multipleOf(0.01)).meta(doc)
    : integer.pipe(z.number().int().min(min).max(max)).meta(doc);
}

export const LIST_SCHEMAS = Object.fromEntries(LIST_FILTERS.map((f) => [f.param, listSchema(f)])) as Record<
  ListParam,
  z.ZodType<string>
>;
export const RANGE_SCHEMAS = Object.fromEntries(RANGE_FILTERS.map((f) => [f.param, rangeSchema(f)])) as Record<
  RangeParam,
  z.ZodType<number, string>
>;
const flag = ({ doc }: FlagFilterSpec) => z.enum(["yes", "no"]).meta(doc);
export const FLAG_SCHEMAS = Object.fromEntries(FLAG_FILTERS.map((f) => [f.param, flag(f)])) as Record<
  FlagParam,
  ReturnType<typeof flag>
>;

export const SINGLE_SCHEMAS = {
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, `longer than ${MAX_SEARCH_LENGTH} characters`)
    .meta({
      description: "Search, Chinese or English, as people type models; exact models rank first",
      descriptionZh: "搜索，中文或英文，按人们输入型号的方式；完全匹配的型号排在最前",
      examples: ["7800x3d", "i7 14700k", "锐龙7", "猛禽湖"],
    }),
  sort: z.enum(SORT_KEYS as [string, ...string[]]).meta({
    description:
      "Sort: relevance (default with q), launch (default without), a column, score (Geekbench 6 multi-core), scoreSingle, passmark or value (Geekbench 6 multi-core points per launch dollar)",
    descriptionZh:
      "排序：relevance（有搜索时的默认）、launch（无搜索时的默认）、任一列、score（Geekbench 6 多核）、scoreSingle、passmark 或 value（每美元首发价格的 Geekbench 6 多核分数）",
  }),
  dir: z.enum(["asc", "desc"]).meta({
    description: "Direction (default: A→Z for text, largest first for numbers); unknown values always last",
    descriptionZh: "方向（默认：文字 A→Z，数字从大到小）；未知值总在最后",
  }),
  page: integer.pipe(z.number().int().min(1).max(MAX_PAGE)).meta({
    description: "Page, from 1; a page past the end has no items",
    descriptionZh: "页码，从 1 开始；超过末页的页没有条目",
  }),
  pageSize: z
    .enum(PAGE_SIZES.map(String) as [string, ...string[]])
    .transform(Number)
    .pipe(z.literal(PAGE_SIZES))
    .meta({ description: "Processors per page (default 25)", descriptionZh: "每页处理器数（默认 25）" }),
} as const;
export type SingleKey = keyof typeof SINGLE_SCHEMAS;
