// Chinese product names as AMD and Intel China style them, by explicit rules.
const BRAND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bRyzen Threadripper\b/g, "锐龙 线程撕裂者"],
  [/\bThreadripper\b/g, "线程撕裂者"],
  [/\bRyzen\b/g, "锐龙"],
  [/\bEPYC\b/g, "霄龙"],
  [/\bAthlon\b/g, "速龙"],
  [/\bCore Ultra\b/g, "酷睿 Ultra"],
  [/\bCore\b/g, "酷睿"],
  [/\bXeon\b/g, "至强"],
  [/\bPentium\b/g, "奔腾"],
  [/\bCeleron\b/g, "赛扬"],
  [/\bAtom\b/g, "凌动"],
  [/\bItanium\b/g, "安腾"],
  [/\bPhenom\b/g, "羿龙"],
  [/\bOpteron\b/g, "皓龙"],
  [/\bSempron\b/g, "闪龙"],
  [/\bTurion\b/g, "炫龙"],
  [/\bDuron\b/g, "毒龙"],
  [/^Processor\b/g, "处理器"],
];

export function zhModelName(name: string): string {
  return BRAND_RULES.reduce((acc, [pattern, zh]) => acc.replace(pattern, zh), name);
}

/** Intel's Chinese code names; AMD's code names are not translated. */
const CODENAMES_ZH: Readonly<Record<string, string>> = {
  "Coffee Lake": "咖啡湖",
  "Coffee Lake Refresh": "咖啡湖 Refresh",
  "Comet Lake": "彗星湖",
  "Rocket Lake": "火箭湖",
  "Alder Lake": "桤木湖",
  "Raptor Lake": "猛禽湖",
  "Raptor Lake Refresh": "猛禽湖 Refresh",
  "Meteor Lake": "流星湖",
  "Arrow Lake": "箭湖",
  "Lunar Lake": "月湖",
  "Panther Lake": "黑豹湖",
  "Kaby Lake": "卡比湖",
  "Kaby Lake R": "卡比湖 R",
  "Whiskey Lake": "威士忌湖",
  "Amber Lake": "琥珀湖",
  "Ice Lake": "冰湖",
  "Tiger Lake": "虎湖",
  "Jasper Lake": "碧玉湖",
  "Elkhart Lake": "麋鹿湖",
  "Gemini Lake": "双子湖",
  "Gemini Lake Refresh": "双子湖 Refresh",
  "Twin Lake": "双湖",
  "Skylake": "天湖",
  "Cascade Lake": "瀑布湖",
  "Cooper Lake": "库珀湖",
  "Sapphire Rapids": "蓝宝石急流",
  "Emerald Rapids": "绿宝石急流",
  "Granite Rapids": "花岗岩急流",
  "Sierra Forest": "山脊森林",
};

export function zhCodename(codename: string): string {
  const exact = CODENAMES_ZH[codename];
  if (exact) return exact;
  // "Alder Lake-N", "Ice Lake-SP", "Raptor Lake-HX": translate the base, keep the suffix.
  const m = /^(.*?)([- ](?:N|SP|AP|H|HX|S|U|P|X|W|D|E|R|Refresh))$/.exec(codename);
  const base = m?.[1] ? CODENAMES_ZH[m[1]] : undefined;
  return base && m ? `${base}${m[2]}` : codename;
}
