// The bodies the API answers with, as zod schemas for the OpenAPI document. The domain keeps
// its plain TypeScript types (the browser imports them, and zod stays out of its bundle); the
// assertions at the end fail the typecheck if a schema and its type ever differ.
import { z } from "zod";
import type { LibraryResult } from "../catalog/library/types";
import type { ParamProblem } from "../catalog/library/parse-query";
import { FILTER_SPECS } from "../catalog/library/library-fields";
import type { FlagParam, ListParam, RangeParam } from "../catalog/library/library-names";
import { BENCHMARK_TESTS, LIBRARY_SCORE_TESTS, type LibraryScores } from "#catalogue/fields/benchmark-tests";
import type { CpuFields, DomainFieldName, LibraryFieldName, SummaryFieldName } from "#catalogue/fields/field-types";
import { hasLibraryRole } from "#catalogue/fields/library-roles";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldSpec } from "#catalogue/fields/processor-fields";
import { BENCHMARK_KINDS, SEGMENTS, VENDORS } from "#catalogue/fields/value-lists";
import type { CpuSuggestion } from "../catalog/suggestion";
import type { Suggestions } from "../catalog/suggest.server";
import type { CpuDetail } from "#catalogue/types";

/** The named schemas of the document's components (each refers to the others by $ref). */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

const vendor = z.enum(VENDORS);
const segment = z.enum(SEGMENTS);
const text = z.string().nullable();
const count = z.number().int().nullable();
const amount = z.number().nullable();

/** A registry field's schema: its kind, its closed values when typed, null unless NOT NULL, its description. */
function fieldSchema(spec: FieldSpec): z.ZodType {
  const base =
    spec.kind === "flag"
      ? z.boolean()
      : spec.kind === "list"
        ? z.array(z.string())
        : spec.kind === "int"
          ? z.number().int()
          : spec.kind === "real"
            ? z.number()
            : spec.closed === "typed" && spec.values
              ? z.enum(spec.values as [string, ...string[]])
              : z.string();
  const schema = spec.notNull ? base : base.nullable();
  return spec.description ? schema.meta({ description: spec.description }) : schema;
}

/** The schemas of some domain fields, typed as the domain types them (the assertions below check the whole). */
function fieldShape<K extends DomainFieldName>(names: readonly K[]): { [P in K]: z.ZodType<CpuFields[P]> } {
  return Object.fromEntries(names.map((name) => [name, fieldSchema(PROCESSOR_FIELDS[name])])) as {
    [P in K]: z.ZodType<CpuFields[P]>;
  };
}

const domainNames = FIELD_NAMES.filter((name): name is DomainFieldName => !("tableOnly" in PROCESSOR_FIELDS[name]));
const libraryNames = domainNames.filter(
  (name): name is SummaryFieldName | LibraryFieldName => "summary" in PROCESSOR_FIELDS[name] || hasLibraryRole(name),
);

export const benchmarkSchema = z.object({
  test: z.enum(BENCHMARK_TESTS),
  score: z.number(),
  samples: count,
  source: z.string(),
  sourceUrl: text,
  date: z.string(),
  kind: z.enum(BENCHMARK_KINDS),
  includes: text.meta({
    description: "Another model whose results the figure also holds (the source files them under this name), or null",
  }),
  lowConfidence: z
    .enum(["few-results", "not-scaling"])
    .nullable()
    .meta({ description: "Why the figure should be read with care, or null" }),
});

export const processorSchema = z
  .object({ ...fieldShape(domainNames), benchmarks: z.array(benchmarkSchema) })
  .register(apiSchemas, { id: "Processor", description: "One processor with every field and its benchmarks" });

const libraryItemSchema = z
  .object({
    ...fieldShape(libraryNames),
    scores: z.object(
      Object.fromEntries(LIBRARY_SCORE_TESTS.map(({ score }) => [score, amount])) as Record<
        keyof LibraryScores,
        typeof amount
      >,
    ),
  })
  .register(apiSchemas, { id: "ProcessorSummary", description: "A processor as the library lists it" });

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));
const rangeBounds = z.object({ min: amount, max: amount });
type FacetShape = { [P in ListParam | FlagParam]: typeof facetCounts } & { [P in RangeParam]: typeof rangeBounds };

export const libraryPageSchema = z
  .object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    items: z.array(libraryItemSchema),
    facets: z
      .object(
        Object.fromEntries(
          FILTER_SPECS.map((f) => [f.param, f.kind === "range" ? rangeBounds : facetCounts]),
        ) as FacetShape,
      )
      .meta({ description: "Each facet's values counted with every other filter applied; {min, max} for the ranges" }),
  })
  .register(apiSchemas, { id: "ProcessorList", description: "One page of the library's view" });

export const suggestionsSchema = z
  .object({
    q: z.string(),
    items: z.array(
      z.object({
        vendor,
        id: z.string(),
        name: z.string(),
        nameZh: z.string(),
        segment,
        cores: z.number().int(),
        threads: z.number().int(),
        ref: z.string().meta({ description: "vendor/id" }),
        year: count,
      }),
    ),
    exact: z
      .string()
      .nullable()
      .meta({ description: "vendor/id of the one processor the query names exactly, else null" }),
    searchedFor: z
      .string()
      .nullable()
      .meta({ description: "The corrected query that was searched when the typed one matched nothing, else null" }),
    didYouMean: z
      .string()
      .nullable()
      .meta({ description: "A query to offer when even the corrected one matched nothing, else null" }),
  })
  .register(apiSchemas, { id: "Suggestions", description: "Up to 8 processors for what was typed" });

const paramProblemSchema = z.object({ param: z.string(), value: z.string(), reason: z.string() });

// Every error body: only registered, since the document names it by its id (schemaRef("Error")).
z.object({
  error: z.string().meta({ description: "A short message" }),
  parameters: z
    .array(paramProblemSchema)
    .optional()
    .meta({ description: "Each bad parameter, for a 400 of the library's parameters" }),
}).register(apiSchemas, { id: "Error", description: "Every error of the API" });

// Compile-time: each schema's output type is exactly the domain type the API serializes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.output<typeof processorSchema>, CpuDetail>,
  Same<z.output<typeof libraryPageSchema>, LibraryResult>,
  Same<z.output<typeof suggestionsSchema>["items"][number], CpuSuggestion>,
  Same<Omit<z.output<typeof suggestionsSchema>, "q">, Suggestions>,
  Same<z.output<typeof paramProblemSchema>, ParamProblem>,
] = [true, true, true, true, true];
void sameShapes;
