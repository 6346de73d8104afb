import { describe, expect, it } from "vitest";
import { isPageFile, pageFiles } from "./page-files";

describe("pageFiles", () => {
  it("maps the home page like React Router's prerender", () => {
    expect(pageFiles("/", "/")).toEqual({
      data: "/_root.data",
      htmlRequest: "/",
      html: "/index.html",
      payload: "/_payload.json",
      payloadIsPageData: false,
    });
  });

  it("maps a detail page in both locales", () => {
    expect(pageFiles("/cpu/amd/ryzen-7-7800x3d", "/")).toEqual({
      data: "/cpu/amd/ryzen-7-7800x3d.data",
      htmlRequest: "/cpu/amd/ryzen-7-7800x3d/",
      html: "/cpu/amd/ryzen-7-7800x3d/index.html",
      payload: "/cpu/amd/ryzen-7-7800x3d/_payload.json",
      payloadIsPageData: true,
    });
    expect(pageFiles("/en/cpu/intel/core-i9-14900k", "/").payloadIsPageData).toBe(true);
    expect(pageFiles("/en", "/").data).toBe("/en.data");
    expect(pageFiles("/en", "/").html).toBe("/en/index.html");
  });

  it("puts everything under a basename", () => {
    expect(pageFiles("/lib", "/atlas/")).toEqual({
      data: "/atlas/lib.data",
      htmlRequest: "/atlas/lib/",
      html: "/atlas/lib/index.html",
      payload: "/atlas/lib/_payload.json",
      payloadIsPageData: false,
    });
    expect(pageFiles("/", "/atlas/").data).toBe("/atlas/_root.data");
  });

  it("has no payload twin where the page kind has none", () => {
    expect(pageFiles("/en/api", "/")).toMatchObject({
      html: "/en/api/index.html",
      payload: null,
      payloadIsPageData: false,
    });
  });
});

describe("isPageFile", () => {
  it("names every file the prerender writes, and no Vite asset or build file", () => {
    for (const page of ["/", "/en", "/lib", "/cpu/amd/ryzen-7-7800x3d", "/en/api"]) {
      const files = pageFiles(page, "/atlas/");
      for (const file of [files.data, files.html, files.payload])
        if (file) expect(isPageFile(`build/client${file}`)).toBe(true);
    }
    for (const other of ["assets/root-Ab12.js", "assets/about-x.css", "_app/builds/latest.json", "assets/logo.svg"]) {
      expect(isPageFile(`build/client/${other}`)).toBe(false);
    }
  });
});
