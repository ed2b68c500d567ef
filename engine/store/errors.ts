// What a database error means, read from its SQLSTATE (the same codes from pg and PGlite).

/**
 * Class 22, "data exception": the database refused a value as data — a number out of range (22003),
 * text that is not a valid uuid, number or date (22P02, 22007, 22008), a NUL or bad Unicode (22021,
 * 22P05) — rather than failing itself.
 */
export const isDataException = (err: unknown): boolean =>
  typeof (err as { code?: unknown })?.code === 'string' && /^22[0-9A-Z]{3}$/.test((err as { code: string }).code);

/** 23505: a unique key refused a second row (two creates with one client id at the same moment). */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: unknown })?.code === '23505';
