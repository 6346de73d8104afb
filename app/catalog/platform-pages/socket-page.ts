// The socket page, pure: a platform and the catalogue's processors on it -> chipsets table,
// generations (labelled by their processors' series), memory and PCIe, ranked processors.
import { zhCodename, zhSeriesName } from "#catalogue/names-zh";
import { launchSpan, platformOf, type Platform } from "../platforms";
import type { Generation } from "../platforms";
import type {
  AtlasPlatformCpu,
  ChipsetRow,
  GenerationLabel,
  GenerationMemory,
  PlatformRef,
  SocketPage,
  SocketProcessor,
} from "./types";

export function platformRef(p: Platform): PlatformRef {
  return { slug: p.slug, socket: p.socket, nameZh: p.nameZh, nameEn: p.nameEn };
}

/** Each generation's label: the series of its processors in launch order (else none) and its code names. */
function generationLabels(platform: Platform, processors: readonly AtlasPlatformCpu[]): Map<string, GenerationLabel> {
  const series = new Map<string, string[]>(platform.generations.map((g) => [g.id, []]));
  for (const cpu of processors) {
    const fit = platformOf(cpu, [platform]);
    if (fit.kind !== "socket") continue;
    const list = series.get(fit.generation.id)!;
    if (!list.includes(cpu.series)) list.push(cpu.series);
  }
  return new Map(
    platform.generations.map((g: Generation) => [g.id, generationLabel(g.id, series.get(g.id) ?? [], g.codenames)]),
  );
}

function generationLabel(id: string, series: string[], codenames: string[]): GenerationLabel {
  return { id, series, codenames, seriesZh: series.map(zhSeriesName), codenamesZh: codenames.map(zhCodename) };
}

function chipsetRows(platform: Platform, labels: Map<string, GenerationLabel>): ChipsetRow[] {
  const label = (id: string) => labels.get(id) ?? generationLabel(id, [], []);
  return platform.chipsets.map((c) => ({
    slug: c.slug,
    name: c.name,
    soc: c.soc === true,
    launch: c.launch,
    outOfBox: c.supports.map(label),
    afterBios: (c.biosUpdate ?? []).map((b) => ({
      generations: b.generations.map(label),
      since: b.since ?? null,
      vendors: b.vendors ?? [],
      boardVendorDiscretion: b.boardVendorDiscretion === true,
    })),
    byBoardMakers: (c.boardMakerSupport ?? []).map((b) => ({
      generations: b.generations.map(label),
      sources: b.sources,
    })),
    memoryTypes: c.memoryTypes ?? platform.memoryTypes,
    pcie: { cpu: c.pcie?.cpu ?? null, chipset: c.pcie?.chipset ?? null, chipsetLanes: c.pcie?.chipsetLanes ?? null },
    overclock: { cpu: c.overclock?.cpu ?? null, memory: c.overclock?.memory ?? null },
  }));
}

const PCIE_ORDER = (v: string | null) => (v === null ? -1 : Number(v));

function generationMemory(
  platform: Platform,
  processors: readonly AtlasPlatformCpu[],
  labels: Map<string, GenerationLabel>,
): GenerationMemory[] {
  return platform.generations.flatMap((g) => {
    const members = processors.filter((cpu) => {
      const fit = platformOf(cpu, [platform]);
      return fit.kind === "socket" && fit.generation.id === g.id;
    });
    if (members.length === 0) return [];
    const types = [...new Set(members.flatMap((c) => c.memoryTypes))];
    const max = <T>(values: T[], order: (v: T) => number) =>
      values.reduce<T | null>((best, v) => (best === null || order(v) > order(best) ? v : best), null);
    return [
      {
        ...labels.get(g.id)!,
        memoryTypes: types,
        memoryMaxSpeedMts: max(
          members.flatMap((c) => c.memoryMaxSpeedMts ?? []),
          (v) => v,
        ),
        pcieVersion: max(
          members.flatMap((c) => c.pcieVersion ?? []),
          PCIE_ORDER,
        ),
        pcieLanes: max(
          members.flatMap((c) => c.pcieLanes ?? []),
          (v) => v,
        ),
      },
    ];
  });
}

function rankProcessors(platform: Platform, processors: readonly AtlasPlatformCpu[]): SocketProcessor[] {
  const rows = processors.map((c): SocketProcessor => {
    const fit = platformOf(c, [platform]);
    return {
      vendor: c.vendor,
      id: c.id,
      name: c.name,
      nameZh: c.nameZh,
      segment: c.segment,
      launchDate: c.launchDate,
      gb6Multi: c.geekbench6?.multi ?? null,
      gb6Single: c.geekbench6?.single ?? null,
      generation: fit.kind === "socket" ? fit.generation.id : null,
    };
  });
  const measured = rows
    .filter((r) => r.gb6Multi !== null)
    .sort((a, b) => b.gb6Multi! - a.gb6Multi! || a.id.localeCompare(b.id));
  const rest = rows
    .filter((r) => r.gb6Multi === null)
    .sort((a, b) => (b.launchDate ?? "").localeCompare(a.launchDate ?? "") || a.id.localeCompare(b.id));
  return [...measured, ...rest];
}

export function buildSocketPage(platform: Platform, processors: readonly AtlasPlatformCpu[]): SocketPage {
  const labels = generationLabels(platform, processors);
  return {
    platform: {
      ...platformRef(platform),
      vendor: platform.vendor,
      launch: platform.launch,
      memoryTypes: platform.memoryTypes,
      sources: platform.sources,
    },
    chipsets: chipsetRows(platform, labels),
    generations: generationMemory(platform, processors, labels),
    processors: rankProcessors(platform, processors),
    span: launchSpan(processors),
  };
}
