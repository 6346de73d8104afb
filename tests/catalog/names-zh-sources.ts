// Where each Chinese form that names-zh.ts shows is used by a vendor or the Chinese press.
// Kept apart from catalogue/names-zh.ts (which ships to the browser with the library's facets)
// and beside the only code that reads it, names-zh-sources.test.ts; the sources are for that
// test and for whoever adds a form.
//
// The rule (issue #23): a code name is shown in English, as Intel China prints it
// ("第四代英特尔® 至强® 可扩展处理器（代号 Sapphire Rapids）"), unless a Chinese form is
// established in vendor or press use; such a form is shown only with an entry here. A form
// without one stays a search alias only (CODENAME_ALIASES_ZH in names-zh.ts).

export type ZhFormSource = {
  /** The Chinese form, exactly as names-zh.ts shows it. */
  zh: string;
  /** A page of Intel China, AMD China or a Chinese press outlet that uses the form. */
  url: string;
  /** The outlet and the words of the page that use it. */
  quote: string;
};

/** Intel code names shown in Chinese, keyed by the English code name (a key of ESTABLISHED_CODENAMES_ZH). */
export const CODENAME_ZH_SOURCES: Readonly<Record<string, ZhFormSource>> = {
  "Meteor Lake": {
    zh: "流星湖",
    url: "https://notebookcheck-cn.com/7-155H-GPU.783639.0.html",
    quote:
      "Notebookcheck 中文版，“英特尔流星湖分析 - 酷睿至尊 7 155H 仅在 GPU 性能方面令人信服”：“英特尔刚刚发布了代号为“流星湖”(Meteor Lake)的第 14 代移动处理器”；又见 https://notebookcheck-cn.com/2-x86-CPU-Lunar-Lake.884074.0.html（“之前的流星湖 U 芯片”）",
  },
};

/** Suffix words of a code name shown in Chinese ("Refresh" -> "刷新版"), keyed by the English word. None is sourced yet. */
export const CODENAME_SUFFIX_ZH_SOURCES: Readonly<Record<string, ZhFormSource>> = {};

/** Outlets whose pages count as a source: Intel China, AMD China and the Chinese tech press. */
export const ZH_SOURCE_HOSTS: ReadonlySet<string> = new Set([
  "www.intel.cn",
  "www.intel.com.cn",
  "www.amd.com",
  "www.ithome.com",
  "www.mydrivers.com",
  "news.mydrivers.com",
  "m.mydrivers.com",
  "www.pconline.com.cn",
  "www.zol.com.cn",
  "cpu.zol.com.cn",
  "www.expreview.com",
  "www.chiphell.com",
  "notebookcheck-cn.com",
]);
