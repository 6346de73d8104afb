// What the metrics say about the live catalogue: available or not, its data version, and
// when it was built (read once per data version).
import { getCatalogue } from "../app/catalog/db.server";
import { catalogueState } from "./catalogue-state";
import type { CatalogueFacts } from "./metrics";

let builtAt: { dataVersion: string; value: string | null } | null = null;

export function catalogueFacts(): CatalogueFacts {
  const { available, dataVersion } = catalogueState(true);
  if (!available || dataVersion === null) return { available, dataVersion, builtAt: null };
  if (builtAt?.dataVersion !== dataVersion) {
    try {
      const row = getCatalogue().sqlite.prepare("SELECT value FROM meta WHERE key = 'built_at'").get() as { value: string } | undefined;
      builtAt = { dataVersion, value: row?.value ?? null };
    } catch {
      return { available: false, dataVersion: null, builtAt: null };
    }
  }
  return { available, dataVersion, builtAt: builtAt.value };
}
