// Prints the production nginx configuration (http level, for /etc/nginx/conf.d/):
//   tsx deploy/write-nginx-config.ts --root /srv/cpu-atlas --build build \
//     --upstream 10.0.0.5:3000 --upstream 10.0.0.6:3000 [--listen 80] > /etc/nginx/conf.d/cpu-atlas.conf
// --root is the directory release.ts manages (assets/, live). Regenerate it for every build:
// the Content-Security-Policy of each prerendered page comes from build/csp-hashes.json.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { envOrExit } from "#common/env";
import { siteConfigFrom } from "#common/site-config";
import { assetOriginOf, loadPrerenderHashes } from "../server/csp";
import { nginxHttpConfig } from "./nginx-config";

const { values } = parseArgs({
  options: {
    root: { type: "string" },
    build: { type: "string", default: "build" },
    upstream: { type: "string", multiple: true },
    listen: { type: "string", multiple: true, default: ["80"] },
  },
});
if (!values.root || !values.upstream?.length) {
  console.error(
    "usage: tsx deploy/write-nginx-config.ts --root DIR [--build build] --upstream HOST:PORT... [--listen 80]",
  );
  process.exit(2);
}
const root = resolve(values.root);
process.stdout.write(
  nginxHttpConfig({
    listen: values.listen,
    upstreams: values.upstream,
    assetsRoot: root,
    liveRoot: join(root, "live"),
    prerenderHashes: loadPrerenderHashes(values.build),
    assetOrigin: assetOriginOf(siteConfigFrom(envOrExit()).assetBaseUrl),
  }),
);
