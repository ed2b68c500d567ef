// The recorder's password (standing for the staff PIN until the HR issue brings one) and, for a controlled
// drug, a second member of staff as witness with their own password.
import type { StaffMember } from '../types.ts';
import { useMe } from '../session.tsx';
import { useApi } from '../use-api.ts';

export interface SignValues { password: string; witnessId: string; witnessPassword: string }
export const emptySign: SignValues = { password: '', witnessId: '', witnessPassword: '' };
export const signBody = (s: SignValues, withWitness: boolean) => ({
  password: s.password,
  ...(withWitness && s.witnessId ? { witness: { userId: s.witnessId, password: s.witnessPassword } } : {}),
});

export function Signatures({ homeId, value, onChange, witness }: { homeId: string; value: SignValues; onChange: (v: SignValues) => void; witness: boolean }) {
  const me = useMe();
  const staff = useApi<StaffMember[]>(witness ? `/api/staff?home=${encodeURIComponent(homeId)}` : null);
  return (
    <>
      <label className="block"><span className="field-label">Your password (confirms it is you)</span>
        <input type="password" autoComplete="current-password" required className="field-input" value={value.password} onChange={(e) => onChange({ ...value, password: e.target.value })} />
      </label>
      {witness ? (
        <fieldset className="space-y-2 rounded-lg border border-line p-3">
          <legend className="px-1 font-medium">Witness (controlled drug)</legend>
          <label className="block"><span className="field-label">Witness</span>
            <select required className="field-input" value={value.witnessId} onChange={(e) => onChange({ ...value, witnessId: e.target.value })}>
              <option value="">Choose a member of staff</option>
              {(staff.data ?? []).filter((s) => s.id !== me.id).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </select>
          </label>
          <label className="block"><span className="field-label">Witness's password</span>
            <input type="password" autoComplete="off" required className="field-input" value={value.witnessPassword} onChange={(e) => onChange({ ...value, witnessPassword: e.target.value })} />
          </label>
        </fieldset>
      ) : null}
    </>
  );
}
