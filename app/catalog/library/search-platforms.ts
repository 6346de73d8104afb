// The platform side of search: each processor's board generation ("lga2011-3/haswell-e"), and
// the socket and chipset words that select generations: "am4" every generation of the AM4
// platform, "x99" those X99 boards take, out of the box or after a BIOS update (as the
// platform data says; the chipset's generations, so board-maker support counts where the data
// records it). Pure: built from the platform data (data/platforms, app/catalog/platforms).
import { compactSearchForm } from "#catalogue/search-terms";
import { chipsetSupport, platformOf, type Platform } from "../platforms";
import type { PlatformWord } from "./search-words";

type FitInput = Parameters<typeof platformOf>[0];

/** A board generation's key: "am4/zen3". */
const keyOf = (platform: string, generation: string) => `${platform}/${generation}`;

/** A processor's board generation key, or null (soldered, laptop socket, or a data gap). */
export function generationKeyOf(cpu: FitInput, platforms: readonly Platform[]): string | null {
  const fit = platformOf(cpu, platforms);
  return fit.kind === "socket" ? keyOf(fit.platform.slug, fit.generation.id) : null;
}

/** The forms a socket is typed in: "am4"; "lga2011-3", "lga 2011-3", "2011-3", "2011v3"; "am3+". */
function socketForms(p: Platform): string[] {
  const forms = [p.slug, p.socket];
  for (const name of [p.slug, p.socket]) {
    const suffixed = /^lga(\d{3,4})-(v?\d)$/i.exec(name);
    if (suffixed) forms.push(`${suffixed[1]}-${suffixed[2]}`, `${suffixed[1]}v${suffixed[2]!.replace(/^v/, "")}`);
  }
  return forms;
}

/** The forms a chipset name is typed in: "x99", "c600" for "C600 series"; none for a number alone or a board generation (SoC). */
function chipsetForms(name: string, soc: boolean): string[] {
  if (soc || !/[a-z]/i.test(name) || !/\d/.test(name)) return [];
  return [name, name.replace(/\s+series$/i, "")];
}

/** Every socket and chipset word, by compact form, with the generation keys it selects. */
export function platformWords(platforms: readonly Platform[]): Map<string, PlatformWord> {
  const words = new Map<string, PlatformWord & { generations: string[] }>();
  const add = (form: string, kind: PlatformWord["kind"], label: string, keys: string[]) => {
    const compact = compactSearchForm(form);
    const known = words.get(compact);
    if (known && known.kind !== kind) return; // a socket word wins over a chipset of the same name
    if (known) known.generations.push(...keys.filter((k) => !known.generations.includes(k)));
    else words.set(compact, { kind, label, generations: [...keys] });
  };
  for (const p of platforms) {
    const keys = p.generations.map((g) => keyOf(p.slug, g.id));
    for (const form of socketForms(p)) add(form, "socket", p.socket, keys);
  }
  for (const p of platforms) {
    for (const chipset of p.chipsets) {
      const keys = p.generations.filter((g) => chipsetSupport(chipset, g.id) !== null).map((g) => keyOf(p.slug, g.id));
      if (keys.length === 0) continue;
      for (const form of chipsetForms(chipset.name, chipset.soc ?? false)) add(form, "chipset", chipset.name, keys);
    }
  }
  return words;
}

/** The socket page a platform word opens: the platform of its first generation. */
export function platformSlugOf(word: Pick<PlatformWord, "generations">): string | null {
  return word.generations[0]?.split("/")[0] ?? null;
}
