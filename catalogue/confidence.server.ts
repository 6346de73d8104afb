// The server processors whose multi-core average does not grow with cores, worked out once
// per data version (#catalogue/per-data-version) from every such figure.
import { perDataVersion } from "./per-data-version";
import { allSync } from "./sync-query";
import { notScalingServerFigures } from "./benchmark-confidence";
import type { Catalogue } from "./connection.server";

export const notScalingKeys = perDataVersion(({ db, sqlite }: Catalogue): ReadonlySet<string> => {
  const serverMulti = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(["c.vendor", "c.id", "c.series", "c.segment", "c.cores", "b.score"])
    .where("b.test", "=", "geekbench6-multi")
    .where("c.segment", "=", "server");
  return notScalingServerFigures(allSync(sqlite, serverMulti));
});
