// Two people for a child's money (engine/accounts/controls.ts): the young person signs on the screen with a finger
// or a mouse, or a second member of staff confirms with their own PIN (their password until they set one). A
// return they did not sign for needs a reason. The engine checks all of it again; this only gathers it.
import { useWording } from '../session.tsx';
import {
  noSecondPerson,
  secondPersonBody,
  SecondPersonFields,
  type SecondPersonValue,
} from '../ui/SecondPersonFields.tsx';
import { SignaturePad } from '../ui/SignaturePad.tsx';

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
