/** The migration level this code expects (PRAGMA user_version); see db/migrations. */
export const SCHEMA_VERSION = 2;
