// The API's side of definitions/kind-toggles.ts: a record kind whose organisation toggle is off is refused
// on create and update (403 problem+json naming the setting); reads are untouched, so nothing saved is hidden.
import { KIND_TOGGLES } from '../../definitions/kind-toggles.ts';
import { organisationToggles } from '../../definitions/lists/organisation-settings.ts';
import { forbidden, type Problem } from '../problem.ts';

const LABELS = new Map<string, string>(organisationToggles.items.map((i) => [i.value, i.label]));

/** The refusal when `kind` needs a toggle these settings leave off; null when it may be written. */
export function kindToggledOff(kind: string, toggles: Record<string, unknown> | undefined): Problem | null {
  const need = KIND_TOGGLES[kind];
  if (!need || toggles?.[need.toggle] === true) return null;
  return forbidden(
    `${need.what} is turned off for your organisation (Settings › General: "${LABELS.get(need.toggle) ?? need.toggle}").`,
  );
}

export const kindHasToggle = (kind: string) => kind in KIND_TOGGLES;
