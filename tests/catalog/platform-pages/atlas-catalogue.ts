// The seed catalogue as the platform pages read it, grouped by socket like the server's index.
import type { AtlasPlatformCpu } from "../../../app/catalog/platform-pages/types";
import { CATALOGUE } from "../platforms/catalogue";

export const ATLAS: readonly AtlasPlatformCpu[] = CATALOGUE.map((c) => ({
  ...c,
  nameZh: `zh:${c.name}`,
  memoryMaxSpeedMts: null,
  pcieLanes: null,
}));

export function atlasCpu(key: string): AtlasPlatformCpu {
  const found = ATLAS.find((c) => `${c.vendor}/${c.id}` === key);
  if (!found) throw new Error(`no processor ${key}`);
  return found;
}

export const onSocket = (socket: string | null) => ATLAS.filter((c) => c.socket === socket);
