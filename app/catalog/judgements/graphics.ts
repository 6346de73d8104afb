// Integrated graphics unit counts (Intel execution units or Xe-cores, AMD compute units) say
// something only within one graphics architecture: 24 UHD execution units are not "more" than
// 4 Xe-cores. The architecture follows from the processor's code name; an unknown one is not
// comparable with anything.
import type { CpuFields } from "#catalogue/fields/field-types";

const ARCHITECTURES: Record<string, readonly string[]> = {
  // AMD: GCN (A-series and the APUs beside them), Vega, RDNA 2, RDNA 3, RDNA 3.5.
  "amd-gcn": ["Kaveri", "Godavari", "Carrizo", "Bristol Ridge", "Stoney Ridge"],
  "amd-vega": ["Raven Ridge", "Picasso", "Dali", "Pollock", "Renoir", "Lucienne", "Cezanne", "Barcelo", "Barcelo-R"],
  "amd-rdna2": ["Rembrandt", "Rembrandt-R", "Mendocino", "Raphael", "Dragon Range", "Granite Ridge", "Fire Range"],
  "amd-rdna3": ["Phoenix", "Phoenix 2", "Hawk Point", "Hawk Point 2"],
  "amd-rdna3.5": ["Strix Point", "Krackan Point", "Strix Halo", "Gorgon Point"],
  // Intel, in execution units: Gen 7.5, Gen 8, Gen 9/9.5, Gen 11, Xe-LP (Gen 12).
  "intel-gen7.5": ["Haswell"],
  "intel-gen8": ["Broadwell", "Braswell", "Cherry Trail"],
  "intel-gen9": [
    "Skylake",
    "Apollo Lake",
    "Kaby Lake",
    "Kaby Lake R",
    "Amber Lake",
    "Coffee Lake",
    "Coffee Lake-S",
    "Coffee Lake Refresh",
    "Whiskey Lake",
    "Comet Lake",
    "Comet Lake-S",
    "Gemini Lake",
    "Gemini Lake Refresh",
  ],
  "intel-gen11": ["Ice Lake", "Lakefield", "Elkhart Lake", "Jasper Lake"],
  "intel-xe-lp": [
    "Tiger Lake",
    "Tiger Lake-H",
    "Tiger Lake-UP3",
    "Rocket Lake",
    "Rocket Lake-S",
    "Rocket Lake-E",
    "Alder Lake",
    "Alder Lake-S",
    "Alder Lake-U",
    "Alder Lake-N",
    "Amston Lake",
    "Twin Lake",
    "Raptor Lake",
    "Raptor Lake Refresh",
    "Bartlett Lake",
  ],
  // Intel, in Xe-cores: Xe-LPG, Xe2, Xe3.
  "intel-xe-lpg": ["Meteor Lake", "Arrow Lake"],
  "intel-xe2": ["Lunar Lake"],
  "intel-xe3": ["Panther Lake"],
};

const BY_CODENAME = new Map(
  Object.entries(ARCHITECTURES).flatMap(([arch, codenames]) =>
    codenames.map((codename) => [`${arch.slice(0, arch.indexOf("-"))}/${codename}`, arch] as const),
  ),
);

type GraphicsInputs = Pick<CpuFields, "vendor" | "codename" | "gpuCores">;

/** The graphics architecture of a processor with integrated graphics units, or null (none, or not known). */
export function graphicsArchitecture(c: GraphicsInputs): string | null {
  if (c.gpuCores === null || c.codename === null) return null;
  return BY_CODENAME.get(`${c.vendor}/${c.codename}`) ?? null;
}

/** Whether the processors' graphics unit counts can be set against each other. */
export function graphicsComparable(cpus: readonly GraphicsInputs[]): boolean {
  const archs = cpus.map(graphicsArchitecture);
  return archs[0] != null && archs.every((a) => a === archs[0]);
}
