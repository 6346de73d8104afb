// npm run dev: the dev server (server/dev-server.ts), with the build's meta files written by the
// build's own code (build-manifests.ts), loaded through Vite so that the route rules and the page
// list come from the same modules as the server build the dev server renders with.
import { startDevServer } from "../server/dev-server";

type BuildManifests = typeof import("./build-manifests");

await startDevServer({
  async writeBuildFiles(load, clientDir, buildId) {
    const { writeBuildManifests } = (await load("/scripts/build-manifests.ts")) as BuildManifests;
    writeBuildManifests(clientDir, buildId);
  },
});
