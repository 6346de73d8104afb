// zh strings of the API documentation page; app/i18n/messages.ts says how a page gets them.
export const zhApiDocs = {
  apiDocs: {
    title: "开放数据 API — 处理器图鉴",
    description: "处理器图鉴的只读 JSON 与 CSV API：搜索、筛选、排序、导出与单个处理器，附 OpenAPI 3.1 描述。",
    heading: "开放数据 API",
    document: "机器可读的描述：{path}（OpenAPI 3.1）",
    contents: "接口",
    parameters: "参数",
    parameter: "参数",
    values: "取值",
    meaning: "说明",
    repeatable: "可重复",
    inPath: "路径",
    responses: "响应",
    status: "状态",
    body: "正文",
    none: "无",
    examples: "示例",
    caching: "缓存",
    cachingText:
      "每个响应都带 ETag（目录数据版本与构建）；把它放进 If-None-Match 再请求，数据未变时得到 304 Not Modified：",
    unknown: "其他路径",
  },
} as const;
