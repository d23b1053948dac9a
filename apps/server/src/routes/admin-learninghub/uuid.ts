/** Ids in paths are uuids; anything else is answered 404 before it reaches the database. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @example isUuid('nope') // false */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
