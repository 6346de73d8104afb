// No import circles among the project's modules: each static import and re-export (type-only
// ones too) is resolved as TypeScript resolves it (tsconfig.json, package.json "imports"), and
// the graph must have no strongly connected component of two or more files, nor a file
// importing itself.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "common", "catalogue", "db", "scripts", "bench", "deploy", "tests"];
const SOURCE = /\.(ts|tsx)$/;
const config = ts.getParsedCommandLineOfConfigFile(
  join(ROOT, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
const options = config!.options;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => SOURCE.test(f) && !f.endsWith(".d.ts"))
      .map((f) => join(ROOT, folder, f)),
  );
}

/** The specifiers of a file's static imports and re-exports, type-only ones included. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier !== undefined &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = staticImports(file).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && known.has(resolved) ? [resolved] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of two or more files, and files that import themselves (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file))
      found.push(component.map((f) => relative(ROOT, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  const files = sourceFiles();
  const graph = importGraph(files);

  it("resolves the project's own imports (the check sees the graph)", () => {
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(files.length).toBeGreaterThan(300);
    expect(edges).toBeGreaterThan(files.length);
    // A subpath import of package.json resolves too.
    const serve = graph.get(join(ROOT, "server/serve.ts")) ?? [];
    expect(serve).toContain(join(ROOT, "common/env.ts"));
  });

  it("form no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("would report a circle", () => {
    const a = join(ROOT, "a.ts");
    const b = join(ROOT, "b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts"]]);
  });
});
