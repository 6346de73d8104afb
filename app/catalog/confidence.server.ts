// The server processors whose multi-core average does not grow with cores, worked out once
// per open catalogue (a new data version is a new connection) from every such figure.
import { allSync } from "../../db/sync-query";
import { notScalingServerFigures } from "./benchmark-confidence";
import type { Catalogue } from "./db.server";

const sets = new WeakMap<Catalogue["sqlite"], ReadonlySet<string>>();

export function notScalingKeys({ db, sqlite }: Catalogue): ReadonlySet<string> {
  let set = sets.get(sqlite);
  if (set) return set;
  const serverMulti = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(["c.vendor", "c.id", "c.series", "c.segment", "c.cores", "b.score"])
    .where("b.test", "=", "geekbench6-multi")
    .where("c.segment", "=", "server");
  sets.set(sqlite, (set = notScalingServerFigures(allSync(sqlite, serverMulti))));
  return set;
}
