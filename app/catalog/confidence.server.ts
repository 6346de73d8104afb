// The server processors whose multi-core average does not grow with cores, worked out once
// per open catalogue (a new data version is a new connection) from every such figure.
import { notScalingServerFigures, type ScalingFigure } from "./benchmark-confidence";
import type { Catalogue } from "./db.server";

const SERVER_MULTI_SQL = `SELECT c.vendor, c.id, c.series, c.segment, c.cores, b.score FROM benchmarks b JOIN cpus c USING (cpu_key)
  WHERE b.test = 'geekbench6-multi' AND c.segment = 'server'`;

const sets = new WeakMap<Catalogue["sqlite"], ReadonlySet<string>>();

export function notScalingKeys({ sqlite }: Catalogue): ReadonlySet<string> {
  let set = sets.get(sqlite);
  if (!set) sets.set(sqlite, (set = notScalingServerFigures(sqlite.prepare(SERVER_MULTI_SQL).all() as ScalingFigure[])));
  return set;
}
