/** Row ids are uuids; a path parameter that is not one names no row (and must not reach a uuid comparison, which Postgres rejects). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
