// Two people for a child's money (engine/accounts/controls.ts): the young person signs on the screen with a finger
// or a mouse, or a second member of staff confirms with their own PIN (their password until they set one). A
// return they did not sign for needs a reason. The engine checks all of it again; this only gathers it.
import { useMe, useWording } from '../session.tsx';
import type { StaffMember } from '../types.ts';
import { SignaturePad } from '../ui/SignaturePad.tsx';
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

/** A colleague of this home and their PIN: a witness, a second counter, or (managers only) an approver. */
export function SecondPersonFields({
  homeId,
  legend,
  value,
  onChange,
  managers = false,
}: {
  homeId: string;
  legend: string;
  value: SecondPersonValue;
  onChange: (v: SecondPersonValue) => void;
  managers?: boolean;
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
        <span className="field-label">Member of staff</span>
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
        <span className="field-label">Their PIN (their password if they have no PIN)</span>
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

export interface ConfirmationValue {
  by: 'signature' | 'colleague';
  signature: string | null;
  colleague: SecondPersonValue;
  reason: string;
}
export const emptyConfirmation: ConfirmationValue = {
  by: 'signature',
  signature: null,
  colleague: noSecondPerson,
  reason: '',
};
/** The body's fields for what was gathered. */
export const confirmationBody = (v: ConfirmationValue) =>
  v.by === 'signature'
    ? { youngPersonSignature: v.signature }
    : { witness: secondPersonBody(v.colleague), notAcknowledgedReason: v.reason.trim() || null };

/** Who confirms: the young person signs, or a colleague gives their PIN (and, for a return, why they did not sign). */
export function Confirmation({
  homeId,
  value,
  onChange,
  returning,
  signer,
}: {
  homeId: string;
  value: ConfirmationValue;
  onChange: (v: ConfirmationValue) => void;
  /** Money or an item going back to the young person: without their signature, a reason. */
  returning: boolean;
  /** Who signs: the young person, or the person receiving it for them. */
  signer?: string;
}) {
  const w = useWording();
  const who = signer ?? w('the {child}');
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">Confirmed by a second person</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex min-h-[44px] items-center gap-2">
          <input
            type="radio"
            name="confirmed-by"
            checked={value.by === 'signature'}
            onChange={() => onChange({ ...value, by: 'signature' })}
          />
          {`Signed by ${who}`}
        </label>
        <label className="flex min-h-[44px] items-center gap-2">
          <input
            type="radio"
            name="confirmed-by"
            checked={value.by === 'colleague'}
            onChange={() => onChange({ ...value, by: 'colleague', signature: null })}
          />
          A colleague confirms with their PIN
        </label>
      </div>
      {value.by === 'signature' ? (
        <SignaturePad label={`Signature of ${who}`} onChange={(signature) => onChange({ ...value, signature })} />
      ) : (
        <>
          <SecondPersonFields
            homeId={homeId}
            legend="Second member of staff"
            value={value.colleague}
            onChange={(colleague) => onChange({ ...value, colleague })}
          />
          {returning ? (
            <label className="block">
              <span className="field-label">{`Why ${who} did not sign`}</span>
              <input
                required
                className="field-input"
                value={value.reason}
                onChange={(e) => onChange({ ...value, reason: e.target.value })}
              />
            </label>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
