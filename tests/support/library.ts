// Helpers for the library's HTTP tests: the API as JSON and the result rows of a page.
import { get } from "./http";

export type ApiItem = {
  vendor: string;
  id: string;
  name: string;
  nameZh: string;
  segment: string;
  family: string;
  series: string;
  socket: string | null;
  codename: string | null;
  microarchitecture: string | null;
  launchDate: string | null;
  cores: number;
  threads: number;
  baseClockMhz: number | null;
  boostClockMhz: number | null;
  tdpW: number | null;
  launchPriceUsd: number | null;
  status: "launched" | "discontinued" | "announced" | "oem";
  memoryTypes: string[];
  pcieVersion: string | null;
  pcieLanes: number | null;
  gpuName: string | null;
  unlocked: boolean | null;
  scores: { geekbench6Multi: number | null };
};
export type FacetCount = { value: string; count: number };
export type ApiList = {
  total: number;
  page: number;
  pageSize: number;
  items: ApiItem[];
  facets: Record<string, FacetCount[] | { min: number | null; max: number | null }>;
};

export async function apiList(query: string): Promise<ApiList> {
  const res = await get(`/api/cpus${query}`);
  if (res.status !== 200) throw new Error(`/api/cpus${query} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ApiList;
}

/** The processor names of a library page's rows, in order. */
export function rowNames(html: string): string[] {
  return [...html.matchAll(/<a[^>]*class="cpu-name"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] ?? "");
}
