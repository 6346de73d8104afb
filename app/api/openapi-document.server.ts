// GET /api/openapi.json: the OpenAPI 3.1 description of the open data API, generated from the
// zod schemas the routes validate with (parameters) and the response schemas (bodies). Examples
// are live requests (`externalValue`), so none of them is a second copy that could go stale.
// English text in `summary`/`description`, Chinese in `x-summary-zh`/`x-description-zh`.
import { createHash } from "node:crypto";
import { CATALOGUE_UNAVAILABLE } from "./responses.server";
import { RETRY_AFTER_SECONDS } from "../catalogue-unavailable.server";
import type { JsonSchema } from "./json-schema";
import { registrySchemas } from "./json-schema";
import { libraryParameters, processorPathParameters, suggestParameters, type Parameter } from "./openapi-parameters";
import { apiSchemas } from "./response-schemas";
import { pageHref } from "#common/page-href";

type Text = { en: string; zh: string };
type Example = { url: string; text: Text };
type Ref = { $ref: string };

export const OPENAPI_PATH = pageHref("api-openapi");
const JSON_TYPE = "application/json";
const schemaRef = (id: string): Ref => ({ $ref: `#/components/schemas/${id}` });
const responseRef = (id: string): Ref => ({ $ref: `#/components/responses/${id}` });
const headerRef = (id: string): Ref => ({ $ref: `#/components/headers/${id}` });

const described = (text: Text) => ({ description: text.en, "x-description-zh": text.zh });

function examples(list: ReadonlyArray<Example>) {
  return Object.fromEntries(
    list.map((e, i) => [`example${i + 1}`, { summary: e.text.en, "x-summary-zh": e.text.zh, externalValue: e.url }]),
  );
}

function ok(
  schema: Ref | JsonSchema,
  text: Text,
  list: ReadonlyArray<Example>,
  type = JSON_TYPE,
  extraHeaders: Record<string, Ref> = {},
) {
  return {
    ...described(text),
    headers: {
      ETag: headerRef("ETag"),
      "Cache-Control": headerRef("CacheControl"),
      "Access-Control-Allow-Origin": headerRef("AllowOrigin"),
      ...extraHeaders,
    },
    content: { [type]: { schema, ...(list.length > 0 ? { examples: examples(list) } : {}) } },
  };
}

function errorResponse(text: Text, list: ReadonlyArray<Example>, headers: Record<string, Ref> = {}) {
  return {
    ...described(text),
    headers: {
      "Cache-Control": headerRef("CacheControl"),
      "Access-Control-Allow-Origin": headerRef("AllowOrigin"),
      ...headers,
    },
    content: { [JSON_TYPE]: { schema: schemaRef("Error"), ...(list.length > 0 ? { examples: examples(list) } : {}) } },
  };
}

function operation(
  operationId: string,
  summary: Text,
  description: Text,
  parameters: Parameter[],
  responses: Record<string, unknown>,
) {
  return {
    operationId,
    summary: summary.en,
    "x-summary-zh": summary.zh,
    ...described(description),
    parameters,
    responses,
  };
}

const LIBRARY_NOTE: Text = {
  en: 'Every parameter is optional; an empty value is the same as leaving it out. A list parameter may be repeated for "any of"; any other parameter given twice, an unknown parameter or a bad value is a 400 that names each one.',
  zh: "所有参数都可省略；空值等于不给。列表参数可重复给出，表示“任一”；其他参数重复、未知参数或错误的值会得到 400，并逐一指出。",
};

const badLibraryQuery: Example = {
  url: "/api/cpus?page=0&pageSize=10000",
  text: { en: "400 naming page and pageSize", zh: "400，指出 page 与 pageSize" },
};

function paths() {
  const cpus = operation(
    "listProcessors",
    { en: "List processors", zh: "列出处理器" },
    {
      en: `The library's view as JSON: one page of matches and the facets. ${LIBRARY_NOTE.en}`,
      zh: `处理器库的视图（JSON）：一页结果与各筛选项的计数。${LIBRARY_NOTE.zh}`,
    },
    libraryParameters(),
    {
      200: ok(schemaRef("ProcessorList"), { en: "One page of the view", zh: "视图的一页" }, [
        { url: "/api/cpus?q=7800x3d", text: { en: "Search as people type a model", zh: "按人们输入型号的方式搜索" } },
        {
          url: "/api/cpus?vendor=amd&socket=AM5&coresMin=8&sort=score&pageSize=50",
          text: {
            en: "AMD on AM5, 8 cores or more, by Geekbench 6 multi-core",
            zh: "AM5 接口的 AMD、8 核及以上，按 Geekbench 6 多核排序",
          },
        },
        {
          url: `${pageHref("api-cpus")}?q=${encodeURIComponent("猛禽湖")}&igpu=no`,
          text: { en: "猛禽湖 (Raptor Lake) without integrated graphics", zh: "猛禽湖（Raptor Lake），无核显" },
        },
      ]),
      304: responseRef("NotModified"),
      400: errorResponse({ en: "Bad parameters, each one named", zh: "参数错误，逐一指出" }, [badLibraryQuery]),
      503: responseRef("Unavailable"),
    },
  );
  const csv = operation(
    "exportProcessors",
    { en: "Export processors as CSV", zh: "导出处理器（CSV）" },
    {
      en: `Every match of the view in its order, without paging, UTF-8 with a BOM. ${LIBRARY_NOTE.en}`,
      zh: `视图的全部结果，按其顺序，不分页，UTF-8 带 BOM。${LIBRARY_NOTE.zh}`,
    },
    libraryParameters(),
    {
      200: ok(
        { type: "string" },
        { en: "The CSV file (cpu-atlas-processors.csv)", zh: "CSV 文件（cpu-atlas-processors.csv）" },
        [
          {
            url: "/api/cpus.csv?segment=server&sort=cores",
            text: { en: "Server processors by cores", zh: "服务器处理器，按核心数" },
          },
        ],
        "text/csv",
        { "Content-Disposition": headerRef("ContentDisposition") },
      ),
      304: responseRef("NotModified"),
      400: errorResponse({ en: "Bad parameters, each one named", zh: "参数错误，逐一指出" }, [
        { url: "/api/cpus.csv?pageSize=7", text: { en: "400 naming pageSize", zh: "400，指出 pageSize" } },
      ]),
      503: responseRef("Unavailable"),
    },
  );
  const processor = operation(
    "getProcessor",
    { en: "One processor", zh: "单个处理器" },
    { en: "Every field of one processor and its benchmarks.", zh: "一款处理器的全部字段与跑分。" },
    processorPathParameters(),
    {
      200: ok(schemaRef("Processor"), { en: "The processor", zh: "该处理器" }, [
        { url: "/api/cpus/intel/core-i7-14700k", text: { en: "Core i7-14700K", zh: "酷睿 i7-14700K" } },
      ]),
      301: {
        ...described({
          en: "The processor is another vendor's: moved to its canonical URL",
          zh: "处理器属于另一厂商：永久重定向到规范地址",
        }),
        headers: { Location: headerRef("Location") },
        "x-examples": examples([
          {
            url: "/api/cpus/intel/ryzen-7-7800x3d",
            text: { en: "A Ryzen asked for under Intel", zh: "在 intel 下请求锐龙" },
          },
        ]),
      },
      304: responseRef("NotModified"),
      400: responseRef("MalformedRequest"),
      404: errorResponse({ en: "No such processor (or a malformed id)", zh: "没有该处理器（或 id 格式错误）" }, [
        { url: "/api/cpus/amd/ryzen-11-19999x", text: { en: "A model that does not exist", zh: "不存在的型号" } },
      ]),
      503: responseRef("Unavailable"),
    },
  );
  const suggest = operation(
    "suggestProcessors",
    { en: "Search suggestions", zh: "搜索建议" },
    {
      en: "Up to 8 processors for what is typed, ranked like the library's search (exact model first).",
      zh: "根据输入给出最多 8 款处理器，排序同处理器库搜索（完全匹配的型号在前）。",
    },
    suggestParameters(),
    {
      200: ok(schemaRef("Suggestions"), { en: "The suggestions", zh: "建议" }, [
        { url: "/api/suggest?q=7800x3d", text: { en: "Suggestions for 7800x3d", zh: "7800x3d 的建议" } },
      ]),
      304: responseRef("NotModified"),
      400: errorResponse({ en: "q repeated or longer than 100 characters", zh: "q 重复或超过 100 个字符" }, []),
      503: responseRef("Unavailable"),
    },
  );
  const document = operation(
    "getOpenApiDocument",
    { en: "This description", zh: "本描述文档" },
    { en: "The OpenAPI 3.1 description of the API.", zh: "本 API 的 OpenAPI 3.1 描述。" },
    [],
    {
      200: ok({ type: "object" }, { en: "The document", zh: "文档" }, []),
      304: responseRef("NotModified"),
      400: responseRef("MalformedRequest"),
    },
  );
  return {
    "/api/cpus": { get: cpus },
    "/api/cpus.csv": { get: csv },
    "/api/cpus/{vendor}/{id}": { get: processor },
    "/api/suggest": { get: suggest },
    [OPENAPI_PATH]: { get: document },
  };
}

function components() {
  // Each header is sent with every response that lists it.
  const header = (text: Text, schema: JsonSchema) => ({ ...described(text), required: true, schema });
  return {
    schemas: registrySchemas(apiSchemas),
    headers: {
      ETag: header(
        {
          en: "The catalogue's data version and the build; send it back in If-None-Match",
          zh: "目录数据版本与构建；可在 If-None-Match 中发回",
        },
        { type: "string" },
      ),
      CacheControl: header({ en: "How long the answer may be cached", zh: "可缓存多久" }, { type: "string" }),
      AllowOrigin: header({ en: "Open to every origin", zh: "对所有来源开放" }, { const: "*" }),
      RetryAfter: header(
        { en: "Seconds to wait before trying again", zh: "重试前等待的秒数" },
        { type: "integer", examples: [RETRY_AFTER_SECONDS] },
      ),
      Location: header({ en: "The canonical URL", zh: "规范地址" }, { type: "string" }),
      ContentDisposition: header(
        { en: 'attachment; filename="cpu-atlas-processors.csv"', zh: "以附件下载（cpu-atlas-processors.csv）" },
        { type: "string" },
      ),
    },
    responses: {
      NotModified: {
        ...described({
          en: "Not modified: the If-None-Match header holds the current ETag; no body",
          zh: "未修改：If-None-Match 含当前 ETag；无正文",
        }),
        headers: {
          ETag: headerRef("ETag"),
          "Cache-Control": headerRef("CacheControl"),
          "Access-Control-Allow-Origin": headerRef("AllowOrigin"),
        },
      },
      Unavailable: {
        ...errorResponse({ en: "The catalogue is temporarily unavailable", zh: "目录暂时不可用" }, [], {
          "Retry-After": headerRef("RetryAfter"),
        }),
        content: { [JSON_TYPE]: { schema: schemaRef("Error"), example: { error: CATALOGUE_UNAVAILABLE } } },
      },
      MalformedRequest: errorResponse(
        {
          en: "A malformed request, on any path: control characters, a backslash or broken percent-encoding in the path or query",
          zh: "请求格式错误（任何路径）：路径或查询中有控制字符、反斜杠或错误的百分号编码",
        },
        [{ url: "/api/cpus/amd/ryzen%00", text: { en: "A NUL byte in the id", zh: "id 中含 NUL 字节" } }],
      ),
      TrailingSlash: {
        ...described({
          en: "Any path under /api/ with a trailing slash: moved to the same path without it",
          zh: "/api/ 下以斜杠结尾的路径：永久重定向到去掉斜杠的同一路径",
        }),
        headers: { Location: headerRef("Location") },
        content: { "text/plain": { schema: { type: "string" }, example: "Redirecting to /api/cpus" } },
        "x-examples": examples([
          { url: "/api/cpus/", text: { en: "The list, asked for with a slash", zh: "以斜杠结尾请求列表" } },
        ]),
      },
      UnknownEndpoint: errorResponse(
        { en: "Any other path under /api/: no such endpoint", zh: "/api/ 下的其他路径：没有该接口" },
        [{ url: "/api/nope", text: { en: "An unknown endpoint", zh: "未知接口" } }],
      ),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

function buildDocument() {
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "CPU Atlas open data API",
      version: "1",
      summary: "AMD and Intel processors: search, filter, sort, export, look up",
      description:
        'Read-only JSON and CSV, open to every origin, never redirected by language. Every answer carries an ETag; send If-None-Match to get 304. Errors are JSON {"error": ...}. Any path under /api/ that is not listed here answers 404 (components.responses.UnknownEndpoint); one with a trailing slash answers 301 to the path without it (components.responses.TrailingSlash). HEAD is answered like GET, without a body.',
      "x-description-zh":
        '只读的 JSON 与 CSV，对所有来源开放，不按语言重定向。每个响应带 ETag；发送 If-None-Match 可得到 304。错误为 JSON {"error": ...}。/api/ 下未列出的路径返回 404（components.responses.UnknownEndpoint）；以斜杠结尾的路径返回 301，指向去掉斜杠的路径（components.responses.TrailingSlash）。HEAD 与 GET 相同，只是没有正文。',
    },
    servers: [{ url: "/" }],
    paths: paths(),
    components: components(),
  };
}

type Built = { document: OpenApiDocument; json: string; version: string };
let built: Built | null = null;

/** The document, its JSON text and a hash of it, built once per process (it depends only on the code). */
export function openApiDocument(): Built {
  built ??= (() => {
    const document = buildDocument();
    const json = JSON.stringify(document);
    return { document, json, version: createHash("sha256").update(json).digest("hex").slice(0, 16) };
  })();
  return built;
}
