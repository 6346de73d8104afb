import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { memoizeLoaders } from "./loader-memo";

function fakeBuild(loader: () => unknown): ServerBuild {
  const module = Object.freeze({ default: () => null, loader, meta: () => [] });
  return {
    basename: "/",
    routes: {
      root: { id: "root", path: "", module: Object.freeze({ default: () => null }) },
      "zh-cpu": { id: "zh-cpu", parentId: "root", path: "cpu/:vendor/:id", module },
    },
  } as unknown as ServerBuild;
}

const args = { request: new Request("http://localhost/cpu/amd/x"), params: {}, context: {} } as never;

describe("memoizeLoaders", () => {
  it("runs a route's loader once per page and hands every caller the same result", async () => {
    const loader = vi.fn(async () => ({ cpu: { id: "x" } }));
    const memo = memoizeLoaders(fakeBuild(loader));
    const route = memo.build.routes["zh-cpu"]!;
    memo.startPage();
    const first = await route.module.loader!(args);
    const second = await route.module.loader!(args);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(await memo.results().get("zh-cpu")).toBe(first);
    memo.startPage();
    expect(memo.results().size).toBe(0);
    await route.module.loader!(args);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("keeps the rest of the build and of each route module, and routes without a loader as they are", () => {
    const build = fakeBuild(() => null);
    const memo = memoizeLoaders(build);
    expect(memo.build.basename).toBe("/");
    expect(memo.build.routes.root).toBe(build.routes.root);
    expect(memo.build.routes["zh-cpu"]!.module.meta).toBe(build.routes["zh-cpu"]!.module.meta);
    expect(memo.build.routes["zh-cpu"]!.path).toBe("cpu/:vendor/:id");
    expect(build.routes["zh-cpu"]!.module.loader).not.toBe(memo.build.routes["zh-cpu"]!.module.loader);
  });

  it("remembers a failed load too, so the page fails the same way for every request", async () => {
    const loader = vi.fn(() => Promise.reject(new Error("gone")));
    const memo = memoizeLoaders(fakeBuild(loader));
    memo.startPage();
    await expect(memo.build.routes["zh-cpu"]!.module.loader!(args)).rejects.toThrow("gone");
    await expect(memo.build.routes["zh-cpu"]!.module.loader!(args)).rejects.toThrow("gone");
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
