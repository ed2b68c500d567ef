// A second member of staff confirming with their own PIN (their password until they set one): the same thing for
// a child's money, a cash count, a spend's approval and a controlled drug's witness, so one set of fields. The engine
// checks the colleague and the secret again; this only gathers them.
import { useMe } from '../session.tsx';
import type { StaffMember } from '../types.ts';
import { useApi } from '../use-api.ts';

export interface SecondPersonValue {
  userId: string;
  secret: string;
}
export const noSecondPerson: SecondPersonValue = { userId: '', secret: '' };
/** A password is at least 12 characters, so 4–6 digits can only be a PIN. */
export const secondPersonBody = (v: SecondPersonValue) => ({
  userId: v.userId,
  ...(/^[0-9]{4,6}$/.test(v.secret) ? { pin: v.secret } : { password: v.secret }),
});

/**
 * A colleague of this home and their PIN: a cash witness or second counter, a spend's approver (managers only), or
 * a controlled drug's witness.
 */
export function SecondPersonFields({
  homeId,
  legend,
  value,
  onChange,
  managers = false,
  personLabel = 'Member of staff',
  secretLabel = 'Their PIN (their password if they have no PIN)',
}: {
  homeId: string;
  legend: string;
  value: SecondPersonValue;
  onChange: (v: SecondPersonValue) => void;
  managers?: boolean;
  personLabel?: string;
  secretLabel?: string;
}) {
  const me = useMe();
  const staff = useApi<(StaffMember & { isManager?: boolean })[]>(`/api/staff?home=${encodeURIComponent(homeId)}`);
  const people = (staff.data ?? []).filter(
    (s) => s.id !== me.id && (!managers || s.role === 'manager' || s.role === 'director'),
  );
  return (
    <fieldset className="space-y-2 rounded-lg border border-line p-3">
      <legend className="px-1 font-medium">{legend}</legend>
      <label className="block">
        <span className="field-label">{personLabel}</span>
        <select
          required
          className="field-input"
          value={value.userId}
          onChange={(e) => onChange({ ...value, userId: e.target.value })}
        >
          <option value="">Choose a member of staff</option>
          {people.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="field-label">{secretLabel}</span>
        <input
          type="password"
          autoComplete="off"
          required
          className="field-input"
          value={value.secret}
          onChange={(e) => onChange({ ...value, secret: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
