// Structures derived from the catalogue (indexes, rankings, sets) are built once per data
// version and shared by every request of that version: one cache, keyed by the data version.
// An entry also remembers the connection that built it, as the detail index reads through it
// per request; a reopened file (SIGHUP) gets a fresh entry, and an entry whose connection has
// closed (an import swapped the file in) is dropped, so old structures do not outlive their data.

/** What a derived structure is built from: an open catalogue (connection.server.ts's Catalogue). */
type Source = { dataVersion: string; sqlite: { readonly open: boolean } };
type Entry = { connection: Source["sqlite"]; values: Map<unknown, unknown> };

const entries = new Map<string, Entry>();

function valuesOf({ dataVersion, sqlite }: Source): Map<unknown, unknown> {
  for (const [version, entry] of entries) if (!entry.connection.open) entries.delete(version);
  let entry = entries.get(dataVersion);
  if (entry?.connection !== sqlite) entries.set(dataVersion, (entry = { connection: sqlite, values: new Map() }));
  return entry.values;
}

/** `build`, run at most once per data version; later calls of that version get the same value. */
export function perDataVersion<C extends Source, T>(build: (catalogue: C) => T): (catalogue: C) => T {
  return (catalogue) => {
    const values = valuesOf(catalogue);
    if (values.has(build)) return values.get(build) as T;
    const value = build(catalogue);
    // A build may itself read other structures of the same version, so look the entry up again.
    valuesOf(catalogue).set(build, value);
    return value;
  };
}
