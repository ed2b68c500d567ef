// The record kinds a person may write with no connection and send later: what a shift writes as it happens. Shared by
// the engine (the shift pack carries these kinds' definitions) and the web (the send queue takes only these).
// Medicines (the MAR, stock, controlled drugs) never: two offline tablets must never both record a dose, so offline
// the home uses its paper MAR backup. Sign-off, reopen and archive are never queued (the queue holds saves and
// submits only).
export const WRITTEN_OFFLINE = [
  'daily-log',
  'incident',
  'missing-episode',
  'handover',
  'home-check',
  'key-worker-session',
] as const;

export type OfflineKind = (typeof WRITTEN_OFFLINE)[number];

const offline: ReadonlySet<string> = new Set(WRITTEN_OFFLINE);

export const mayWriteOffline = (kind: string): kind is OfflineKind => offline.has(kind);
