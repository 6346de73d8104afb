// The floor under any server written on node:http: a cluster of plain node:http workers (one
// per core, like the app's) answering every request with one writeHead and one end of a body
// held in memory, with the headers the app sent for it. `npm run bench` measures it against
// nginx serving the same bytes, beside the app, so the app's ratio can be read against what
// node:http itself reaches on the machine.
//   tsx bench/node-floor.ts PORT BODY_FILE HEADERS_JSON WORKERS
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, bodyFile, headersFile, workers] = process.argv.slice(2);
if (cluster.isPrimary) {
  for (let i = 0; i < Number(workers); i++) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const body = readFileSync(bodyFile as string);
  const headers = (JSON.parse(readFileSync(headersFile as string, "utf8")) as string[]).concat(
    "Content-Length",
    String(body.length),
  );
  createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }).listen(Number(port), "127.0.0.1");
}
