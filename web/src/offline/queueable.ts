// Which records may be written with no connection and sent later: what a shift writes as it happens. Medicines (the
// MAR, stock, controlled drugs) never: two offline tablets must never both record a dose, so offline the home uses
// its paper MAR backup. Sign-off, reopen and archive are never queued either (the queue holds saves and submits).
const WRITTEN_OFFLINE = new Set([
  'daily-log',
  'incident',
  'missing-episode',
  'handover',
  'home-check',
  'key-worker-session',
]);

export const mayQueue = (kind: string) => WRITTEN_OFFLINE.has(kind);
