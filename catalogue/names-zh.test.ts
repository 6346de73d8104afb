import { describe, expect, it } from "vitest";
import {
  chineseNumeral,
  seriesGeneration,
  zhCodename,
  zhCodenameAliases,
  zhModelName,
  zhNameAliases,
  zhSearchAliases,
  zhSeriesName,
} from "./names-zh";

describe("zhModelName", () => {
  it.each([
    ["Xeon Platinum 8490H", "至强 铂金 8490H"],
    ["Xeon Gold 6430", "至强 金牌 6430"],
    ["Xeon Silver 4410Y", "至强 银牌 4410Y"],
    ["Xeon Bronze 3408U", "至强 铜牌 3408U"],
    ["Pentium Gold G7400", "奔腾 金牌 G7400"],
    ["Pentium Silver N6000", "奔腾 银牌 N6000"],
    ["Athlon Gold 3150U", "速龙 金牌 3150U"],
    ["Athlon Silver 3050U", "速龙 银牌 3050U"],
    ["Core 2 Quad Q6600", "酷睿 2 四核 Q6600"],
    ["Core 2 Duo E8400", "酷睿 2 双核 E8400"],
    ["Core 2 Extreme QX9650", "酷睿 2 至尊 QX9650"],
    ["Pentium Dual-Core E5200", "奔腾 双核 E5200"],
    ["Phenom II X6 1090T", "羿龙 II X6 1090T"],
    // Intel China: "英特尔® 处理器 N100".
    ["Processor N100", "英特尔 处理器 N100"],
    // AMD China: "AMD 锐龙™ Threadripper™".
    ["Ryzen Threadripper PRO 7995WX", "锐龙 Threadripper PRO 7995WX"],
    ["Phenom II X4 965 Black Edition", "羿龙 II X4 965 黑盒版"],
    ["Ryzen 7 4980U Microsoft Surface Edition", "锐龙 7 4980U 微软 Surface 定制版"],
  ])("%s -> %s", (name, zh) => {
    expect(zhModelName(name)).toBe(zh);
  });

  it("keeps model tokens as the vendors print them", () => {
    expect(zhModelName("Ryzen AI Max+ PRO 395")).toBe("锐龙 AI Max+ PRO 395");
    expect(zhModelName("Ryzen Z1 Extreme")).toBe("锐龙 Z1 Extreme");
    expect(zhModelName("Xeon E5-2699 v4")).toBe("至强 E5-2699 v4");
    expect(zhModelName("Xeon w9-3495X")).toBe("至强 w9-3495X");
    expect(zhModelName("Core i3-N305")).toBe("酷睿 i3-N305");
  });

  it("translates tier words only after their brand", () => {
    expect(zhModelName("Gold 6430")).toBe("Gold 6430");
  });
});

describe("zhSeriesName", () => {
  it.each([
    ["Core 14th Gen", "第 14 代酷睿"],
    ["Core 11th Gen", "第 11 代酷睿"],
    ["Core 10th Gen", "第十代酷睿"],
    ["Core 2nd Gen", "第二代酷睿"],
    ["Core 1st Gen", "第一代酷睿"],
    ["Core 12th Gen Mobile", "第 12 代酷睿移动处理器"],
    ["Xeon Scalable 2nd Gen", "第二代至强可扩展处理器"],
    ["Xeon Scalable 5th Gen", "第五代至强可扩展处理器"],
    ["Ryzen 7000 Mobile", "锐龙 7000 系列移动处理器"],
    ["Ryzen PRO 5000 Mobile", "锐龙 PRO 5000 系列移动处理器"],
    ["Ryzen 7000", "锐龙 7000 系列"],
    ["Ryzen AI Max 300", "锐龙 AI Max 300 系列"],
    ["Ryzen Threadripper PRO 7000WX", "锐龙 Threadripper PRO 7000WX 系列"],
    ["Ryzen Z1", "锐龙 Z1 系列"],
    ["EPYC 9004", "霄龙 9004 系列"],
    ["Core Ultra Series 2", "酷睿 Ultra 处理器（系列 2）"],
    ["Core Series 1", "酷睿 处理器（系列 1）"],
    ["Xeon E5 v4", "至强 E5 v4"],
    ["Xeon W-3400", "至强 W-3400 系列"],
    ["Xeon W-21xx", "至强 W-21xx 系列"],
    ["Xeon 6", "至强 6 处理器"],
    ["Core 2 Quad", "酷睿 2 四核"],
    ["Phenom II", "羿龙 II"],
    ["A-Series 7th Gen", "第七代 A 系列"],
    ["Core X-series", "酷睿 X 系列"],
    ["Intel Processor N-series", "英特尔 处理器 N 系列"],
    ["Core i3 N-series", "酷睿 i3 N 系列"],
    ["Celeron N", "赛扬 N 系列"],
    ["Atom x6000E", "凌动 x6000E 系列"],
    ["Xeon 5600", "至强 5600 系列"],
    ["Celeron mobile", "赛扬移动处理器"],
    ["Pentium Gold", "奔腾 金牌"],
    ["FX", "FX 系列"],
    ["Intel Processor", "英特尔 处理器"],
    ["Ryzen Threadripper", "锐龙 Threadripper"],
    ["A-Series (Llano)", "A 系列（Llano）"],
    ["Core with Intel Hybrid Technology", "采用英特尔混合技术的酷睿处理器"],
    ["Core 2nd Gen (Sandy Bridge)", "第二代酷睿（Sandy Bridge）"],
  ])("%s -> %s", (series, zh) => {
    expect(zhSeriesName(series)).toBe(zh);
  });
});

describe("generations", () => {
  it("reads the generation a series names", () => {
    expect(seriesGeneration("Core 13th Gen")).toBe(13);
    expect(seriesGeneration("Xeon Scalable 3rd Gen")).toBe(3);
    expect(seriesGeneration("Core Ultra Series 2")).toBe(2);
    expect(seriesGeneration("Ryzen 7000")).toBeNull();
  });

  it("writes 1..99 in Chinese numerals", () => {
    expect([1, 2, 10, 11, 13, 20, 23, 99].map(chineseNumeral)).toEqual([
      "一",
      "二",
      "十",
      "十一",
      "十三",
      "二十",
      "二十三",
      "九十九",
    ]);
  });
});

describe("zhCodename", () => {
  it.each([
    // Established in press use (tests/catalog/names-zh-sources.ts), with Intel's platform letters.
    ["Meteor Lake", "流星湖"],
    ["Meteor Lake-H", "流星湖-H"],
    ["Meteor Lake-U", "流星湖-U"],
    // Intel China prints code names in English ("代号 Sapphire Rapids"): no Chinese form without a source.
    ["Raptor Lake", "Raptor Lake"],
    ["Lunar Lake", "Lunar Lake"],
    ["Sapphire Rapids-WS", "Sapphire Rapids-WS"],
    ["Raptor Lake-S Refresh", "Raptor Lake-S Refresh"],
    ["Kaby Lake R", "Kaby Lake R"],
    ["Haswell", "Haswell"],
  ])("%s -> %s", (codename, zh) => {
    expect(zhCodename(codename)).toBe(zh);
  });

  it("leaves AMD code names and their suffixes as they are", () => {
    expect(zhCodename("Raphael")).toBe("Raphael");
    expect(zhCodename("Barcelo-R")).toBe("Barcelo-R");
    expect(zhCodename("Phoenix 2")).toBe("Phoenix 2");
    expect(zhCodename("Turin Dense")).toBe("Turin Dense");
  });
});

describe("Chinese search aliases", () => {
  it.each([
    ["Raptor Lake", ["猛禽湖"]],
    ["Raptor Lake Refresh", ["猛禽湖刷新版"]],
    ["Raptor Lake-S Refresh", ["猛禽湖-S刷新版"]],
    ["Lunar Lake", ["月亮湖", "月湖"]],
    ["Sapphire Rapids Edge Enhanced", ["蓝宝石急流边缘增强版"]],
    ["Emerald Rapids-SP", ["翡翠急流-SP"]],
    ["Kaby Lake R", ["卡比湖 R"]],
    ["Cascade Lake-W", ["瀑布湖-W", "级联湖-W"]],
    ["Haswell", ["哈斯韦尔"]],
    ["Lakefield", ["莱克菲尔德"]],
    // The shown form is not repeated; the other form in use is an alias.
    ["Meteor Lake-H", ["流星雨湖-H"]],
    ["Raphael", []],
  ])("%s -> %j", (codename, aliases) => {
    expect(zhCodenameAliases(codename)).toEqual(aliases);
  });

  it("keeps the press's 线程撕裂者 as a search alias of Threadripper", () => {
    expect(zhNameAliases("Ryzen Threadripper 7980X")).toEqual(["锐龙 线程撕裂者 7980X"]);
    expect(zhNameAliases("Ryzen 9 9950X")).toEqual([]);
    expect(zhSearchAliases("Ryzen Threadripper PRO 7995WX", "Storm Peak")).toEqual(["锐龙 线程撕裂者 PRO 7995WX"]);
    expect(zhSearchAliases("Core i9-13900K", "Raptor Lake")).toEqual(["猛禽湖"]);
    expect(zhSearchAliases("Core i9-13900K", null)).toEqual([]);
  });
});
