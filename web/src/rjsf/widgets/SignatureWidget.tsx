// A signature on a form (`x-widget: 'signature'`, e.g. a young person signing their advance agreement): drawn on the
// device and kept as a PNG data URL in the record; a kept one shows as the image, with a way to sign again.
import type { WidgetProps } from '@rjsf/utils';
import { memo, useState } from 'react';
import { SignaturePad } from '../../ui/SignaturePad.tsx';

export const SignatureWidget = memo(function SignatureWidget(props: WidgetProps) {
  const { value, readonly, disabled, onChange, label, schema } = props;
  const [again, setAgain] = useState(false);
  const kept = typeof value === 'string' && value.startsWith('data:image/png;base64,') ? value : null;
  const title = label || schema.title || 'Signature';
  if (kept && !again)
    return (
      <div className="space-y-1">
        <img src={kept} alt={`${title}: signed`} className="h-[80px] rounded border border-line bg-white" />
        {readonly || disabled ? null : (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setAgain(true);
              onChange(undefined);
            }}
          >
            Sign again
          </button>
        )}
      </div>
    );
  if (readonly || disabled) return <p className="text-sm italic text-muted">Not signed</p>;
  return <SignaturePad label={title} onChange={(png) => onChange(png ?? undefined)} />;
});
