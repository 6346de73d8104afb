// deploy/release.ts on the file system: assets of the last builds are kept, older ones go,
// and publishing follows the instances' data versions.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installAssets, publish, unpublish } from "../deploy/release";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "release-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeClient(parent: string, build: string, files: string[]): string {
  const client = join(parent, build);
  mkdirSync(join(client, "assets"), { recursive: true });
  for (const f of files) writeFileSync(join(client, "assets", f), `${build}:${f}`);
  return client;
}

describe("installAssets", () => {
  it("keeps the assets of the last builds and removes only what none of them names", async () => {
    const dir = tempDir();
    const root = join(dir, "front");
    const builds = ["b1", "b2", "b3", "b4"];
    for (const [i, build] of builds.entries()) {
      installAssets(root, fakeClient(dir, build, [`entry-${build}.js`, "shared-Abc.js"]), build, 2);
      await new Promise((r) => setTimeout(r, 5 + i)); // distinct install times
    }
    expect(existsSync(join(root, "assets", "entry-b4.js"))).toBe(true);
    expect(existsSync(join(root, "assets", "entry-b3.js"))).toBe(true);
    expect(existsSync(join(root, "assets", "entry-b2.js"))).toBe(false);
    expect(existsSync(join(root, "assets", "entry-b1.js"))).toBe(false);
    expect(existsSync(join(root, "assets", "shared-Abc.js"))).toBe(true);
  });

  it("never replaces a file that is already there", () => {
    const dir = tempDir();
    const root = join(dir, "front");
    installAssets(root, fakeClient(dir, "b1", ["x-Abc.js"]), "b1");
    expect(installAssets(root, fakeClient(dir, "b2", ["x-Abc.js"]), "b2").copied).toBe(0);
  });
});

describe("publish", () => {
  let server: Server | null = null;
  afterEach(() => server?.close());

  async function instanceReporting(body: string, status = 200): Promise<string> {
    server = createServer((_, res) => res.writeHead(status).end(body));
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }

  const info = { buildId: "b1", dataVersion: "0123456789abcdef", siteOrigin: "https://cpu-atlas.example" };

  it("links the client build only while every instance has its data version and origin", async () => {
    const dir = tempDir();
    const client = fakeClient(dir, "b1", []);
    const url = await instanceReporting("ready 0123456789abcdef");
    expect((await publish(dir, client, info, [url], info.siteOrigin)).published).toBe(true);
    expect(readlinkSync(join(dir, "live"))).toBe(client);
    expect((await publish(dir, client, info, [url], "https://other.example")).published).toBe(false);
    expect(existsSync(join(dir, "live"))).toBe(false);
  });

  it("removes the link when an instance has other data, is not ready or is gone", async () => {
    const dir = tempDir();
    const client = fakeClient(dir, "b1", []);
    const good = await instanceReporting("ready 0123456789abcdef");
    await publish(dir, client, info, [good], info.siteOrigin);
    const result = await publish(dir, client, info, [good, "http://127.0.0.1:1"], info.siteOrigin);
    expect(result).toEqual({
      published: false,
      reason: "an instance reports unreachable, the build has 0123456789abcdef",
    });
    expect(() => lstatSync(join(dir, "live"))).toThrow();
    await unpublish(dir); // nothing to remove: no error
    expect(existsSync(client)).toBe(true);
  });
});
