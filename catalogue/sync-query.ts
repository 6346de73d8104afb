// The one way into SQLite: Kysely builds every statement, typed against the schema in
// tables.ts. Most callers run it with Kysely's own `.execute()`. The few that must stay
// synchronous (index builders, the catalogue writer and importer inside a transaction, the
// readiness probe) run the compiled statement on better-sqlite3 here, prepared once per
// connection and SQL text. Bare SQL strings live only in the generated DDL and pragmas.
import type Database from "better-sqlite3";
import { Kysely, SqliteDialect, type Compilable, type CompiledQuery } from "kysely";
import type { Database as Schema } from "./tables";

type Row<Q> = Q extends Compilable<infer O> ? O : never;

const kyselies = new WeakMap<Database.Database, Kysely<Schema>>();

/** The Kysely of a connection (the live catalogue, the writer, the importer): one per connection. */
export function kyselyOn(sqlite: Database.Database): Kysely<Schema> {
  let db = kyselies.get(sqlite);
  if (!db) kyselies.set(sqlite, (db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) })));
  return db;
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function prepared(sqlite: Database.Database, compiled: CompiledQuery): Database.Statement {
  let bySql = statements.get(sqlite);
  if (!bySql) statements.set(sqlite, (bySql = new Map()));
  let statement = bySql.get(compiled.sql);
  if (!statement) bySql.set(compiled.sql, (statement = sqlite.prepare(compiled.sql)));
  return statement;
}

/** Every row of a select, in order. */
export function allSync<Q extends Compilable<object>>(sqlite: Database.Database, query: Q): Row<Q>[] {
  const compiled = query.compile();
  return prepared(sqlite, compiled).all(...compiled.parameters) as Row<Q>[];
}

/** The first row of a select, or undefined. */
export function firstSync<Q extends Compilable<object>>(sqlite: Database.Database, query: Q): Row<Q> | undefined {
  const compiled = query.compile();
  return prepared(sqlite, compiled).get(...compiled.parameters) as Row<Q> | undefined;
}

/** Rows one at a time, for tables too large to hold twice (the index builders). */
export function iterateSync<Q extends Compilable<object>>(
  sqlite: Database.Database,
  query: Q,
): IterableIterator<Row<Q>> {
  const compiled = query.compile();
  return prepared(sqlite, compiled).iterate(...compiled.parameters) as IterableIterator<Row<Q>>;
}

/** An insert, update or delete; returns better-sqlite3's run info (changes, lastInsertRowid). */
export function runSync(sqlite: Database.Database, query: Compilable): Database.RunResult {
  const compiled = query.compile();
  return prepared(sqlite, compiled).run(...compiled.parameters);
}

/** Where an argument of a `preparedSync` statement goes in the compiled parameters. */
class Slot {
  constructor(readonly key: PropertyKey) {}
}

/**
 * A statement run once per row (the writer's and importer's inserts and look-ups): `build`
 * is called once with stand-ins for its arguments, so Kysely compiles it once; each call
 * binds the row's values in their places. Plain `runSync` compiles on every call, which
 * costs 3 to 25 µs a statement (measured in docs/decisions.md).
 */
export function preparedSync<A extends object, Q extends Compilable>(sqlite: Database.Database, build: (args: A) => Q) {
  const slots: Slot[] = [];
  const stand = new Proxy({} as A, { get: (_, key) => slots[slots.push(new Slot(key)) - 1] });
  const compiled = build(stand).compile();
  const placed = compiled.parameters.filter((p) => p instanceof Slot).length;
  if (placed !== slots.length)
    throw new Error(`preparedSync: ${slots.length - placed} argument(s) not bound as parameters in ${compiled.sql}`);
  const statement = prepared(sqlite, compiled);
  const bind = (args: A) =>
    compiled.parameters.map((p) => (p instanceof Slot ? (args as Record<PropertyKey, unknown>)[p.key] : p));
  return {
    run: (args: A): Database.RunResult => statement.run(...bind(args)),
    first: (args: A): Row<Q> | undefined => statement.get(...bind(args)) as Row<Q> | undefined,
    all: (args: A): Row<Q>[] => statement.all(...bind(args)) as Row<Q>[],
  };
}
