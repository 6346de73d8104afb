// npm start: the production server. WEB_CONCURRENCY processes share the port (default: one
// per core); with one, this process serves by itself. See serve.ts and cluster.ts.
// A bad environment variable stops it here, with its name (common/env.ts).
import cluster from "node:cluster";
import { envOrExit } from "#common/env";
import { runPrimary, workerCount } from "./cluster";
import { serve } from "./serve";

const workers = workerCount(envOrExit().WEB_CONCURRENCY);
if (cluster.isPrimary && workers > 1) runPrimary(workers);
else await serve();
