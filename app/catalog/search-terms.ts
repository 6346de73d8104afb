// The forms people type a model in, reduced to one compact form for matching:
// "R7 7800X3D", "锐龙7 7800x3d" and "i7-14700K" become "r77800x3d", "锐龙77800x3d", "i714700k".
export function compactSearchForm(text: string): string {
  return text
    .replace(/[™®©‡†*]/g, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Short forms: "Ryzen 7 7800X3D" -> "r7 7800x3d", "Core i7-14700K" -> "i7 14700k", "Core Ultra 9 285K" -> "u9 285k". */
export function derivedAliases(name: string, nameZh: string): string[] {
  const aliases = new Set<string>();
  const lower = name.toLowerCase();
  const model = /([a-z]*\d{3,5}[a-z0-9+]*)\s*$/i.exec(name)?.[1];
  if (model) aliases.add(model.toLowerCase());
  const ryzen = /^ryzen (\d) (?:pro )?(.+)$/.exec(lower);
  if (ryzen) aliases.add(`r${ryzen[1]} ${ryzen[2]}`);
  const core = /^core (i\d)-(.+)$/.exec(lower);
  if (core) {
    aliases.add(`${core[1]} ${core[2]}`);
    aliases.add(`${core[1]}-${core[2]}`);
  }
  const ultra = /^core ultra (\d) (.+)$/.exec(lower);
  if (ultra) aliases.add(`u${ultra[1]} ${ultra[2]}`);
  aliases.add(nameZh.replace(/^(锐龙|酷睿) /, "$1").toLowerCase());
  aliases.delete(lower);
  return [...aliases];
}

/** The text indexed for one processor: every form separated so no trigram spans two. */
export function searchDocument(forms: ReadonlyArray<string | null | undefined>): string {
  const compact = forms.filter((f): f is string => !!f).map(compactSearchForm);
  return [...new Set(compact)].join(" | ");
}
