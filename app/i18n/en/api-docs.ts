// en strings of the API documentation page; app/i18n/messages.ts says how a page gets them.
import type { Messages } from "../zh";

export const enApiDocs = {
  apiDocs: {
    title: "Open data API — CPU Atlas",
    description:
      "CPU Atlas's read-only JSON and CSV API: search, filter, sort, export and look up processors, with its OpenAPI 3.1 description.",
    heading: "Open data API",
    document: "Machine-readable description: {path} (OpenAPI 3.1)",
    contents: "Endpoints",
    parameters: "Parameters",
    parameter: "Parameter",
    values: "Values",
    meaning: "Meaning",
    repeatable: "repeatable",
    inPath: "path",
    responses: "Responses",
    status: "Status",
    body: "Body",
    none: "none",
    examples: "Examples",
    caching: "Caching",
    cachingText:
      "Every answer carries an ETag (the catalogue's data version and the build); send it back in If-None-Match and an unchanged answer is a 304 Not Modified:",
    unknown: "Other paths",
  },
} as const satisfies Pick<Messages, "apiDocs">;
