// The second check of a transcription (NICE SC1: a second trained person checks what was copied from the label or
// prescription onto the MAR). A medicine's version reaches the MAR only once checked; until then the MAR keeps the
// last checked instruction, and a medicine never checked has no doses due. Pure: the store supplies the versions.

/** The fields the MAR is drawn from: a change to any of them is a new transcription and waits for its check. */
export const TRANSCRIBED_FIELDS = [
  'name',
  'form',
  'strength',
  'dose',
  'doseQuantity',
  'doseQuantityMax',
  'stockUnit',
  'route',
  'regularity',
  'times',
  'prn',
  'windowMinutes',
  'minGapHours',
  'start',
  'end',
  'instructions',
  'controlled',
  'cdSchedule',
  'critical',
] as const;

/** What a second checker compares the transcription with. */
export const CHECKED_AGAINST = ['label', 'prescription', 'discharge_letter'] as const;
export type CheckedAgainst = (typeof CHECKED_AGAINST)[number];

export type TranscriptionState = 'checked' | 'change_awaiting_check' | 'new_awaiting_check';
type Data = Record<string, unknown>;
export interface Version {
  version: number;
  data: Data;
}
export interface Transcription {
  state: TranscriptionState;
  /** the instruction the MAR uses: the checked one (the current one when only untranscribed fields changed) */
  data: Data;
  /** the version doses are recorded against; null while never checked */
  version: number | null;
  /** the version waiting for its check, and which MAR fields it changes */
  pending: { version: number; changes: string[] } | null;
}

// JSON-equal: field values are plain JSON (arrays of times, the PRN group), so their text compares them
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The MAR fields that differ between two instructions. */
export function transcriptionChanges(before: Data | null, after: Data): string[] {
  return TRANSCRIBED_FIELDS.filter((f) => !before || !same(before[f], after[f]));
}

/**
 * What the MAR uses for a medicine: its current version if checked (or changing nothing the MAR shows), else the last
 * checked.
 */
export function effectiveTranscription(current: Version, checked: Version | null): Transcription {
  if (!checked)
    return {
      state: 'new_awaiting_check',
      data: current.data,
      version: null,
      pending: { version: current.version, changes: transcriptionChanges(null, current.data) },
    };
  const changes = checked.version === current.version ? [] : transcriptionChanges(checked.data, current.data);
  if (!changes.length) return { state: 'checked', data: current.data, version: current.version, pending: null };
  return {
    state: 'change_awaiting_check',
    data: checked.data,
    version: checked.version,
    pending: { version: current.version, changes },
  };
}

export type CheckVerdict = { ok: true } | { ok: false; status: 409 | 422; reason: string; path: string };

/**
 * May this person check this version: it must be the version waiting (what they compared), and they must not be
 * anyone who wrote it since the last check (a second pair of eyes, never the transcriber's own).
 */
export function checkVerdict(
  checkerId: string,
  asked: number,
  t: Pick<Transcription, 'pending'>,
  transcribers: readonly string[],
): CheckVerdict {
  if (!t.pending) return { ok: false, status: 409, reason: 'Nothing is waiting for a check.', path: '/version' };
  if (asked !== t.pending.version)
    return {
      ok: false,
      status: 409,
      reason: 'The medicine was changed after you opened it: check the newest version against the label.',
      path: '/version',
    };
  if (transcribers.includes(checkerId))
    return {
      ok: false,
      status: 422,
      reason: 'You wrote this change: a second member of staff checks it against the label or prescription.',
      path: '/version',
    };
  return { ok: true };
}

/** The sentence a dose recorded against a medicine never checked is refused with. */
export const AWAITING_CHECK =
  'This medicine is awaiting its second check against the label or prescription: no dose can be recorded until a second competent member of staff has checked it.';
