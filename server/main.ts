// npm start: the production server. WEB_CONCURRENCY processes share the port (default: one
// per core); with one, this process serves by itself. See serve.ts and cluster.ts.
import cluster from "node:cluster";
import { runPrimary, workerCount, WorkerCountError } from "./cluster";
import { metricsConfig, MetricsConfigError } from "./metrics-server";
import { serve } from "./serve";

let workers = 1;
try {
  workers = workerCount(process.env.WEB_CONCURRENCY);
  metricsConfig(process.env);
} catch (error) {
  if (!(error instanceof WorkerCountError || error instanceof MetricsConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) runPrimary(workers);
else await serve();
