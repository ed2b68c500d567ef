// A labelled on/off switch: a native checkbox with role="switch" (keyboard: Tab, Space; announced as on/off).
// The checkbox is transparent and laid over the drawn switch and its label, so a click anywhere on them toggles
// it; the label draws the track and carries the focus ring.
import { useId } from 'react';

export function Switch({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="relative w-fit py-1">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={`peer absolute inset-0 z-10 m-0 h-full w-full opacity-0 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label
        htmlFor={id}
        className={`inline-flex min-h-[44px] items-start gap-3 rounded-lg p-1 peer-focus-visible:[outline:var(--focus-width)_solid_var(--focus)] peer-focus-visible:[outline-offset:2px] ${
          disabled ? 'opacity-60' : ''
        }`}
      >
        <span
          aria-hidden="true"
          className={`relative mt-0.5 inline-block h-6 w-11 shrink-0 rounded-full border-2 transition-colors ${
            checked ? 'border-accent bg-accent' : 'border-muted bg-surface'
          }`}
        >
          <span
            className={`absolute top-0.5 h-4 w-4 rounded-full transition-all ${checked ? 'left-5 bg-accent-ink' : 'left-0.5 bg-muted'}`}
          />
        </span>
        <span>
          <span className="font-medium">{label}</span>
          <span className="ml-2 text-sm text-muted" aria-hidden="true">
            {checked ? 'On' : 'Off'}
          </span>
          {hint ? (
            <span id={`${id}-hint`} className="block text-sm text-muted">
              {hint}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
}
