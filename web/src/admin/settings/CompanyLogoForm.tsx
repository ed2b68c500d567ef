// /company: the company logo (PNG, JPEG or WebP up to 1 MB; the server checks the bytes and archives the one before).
import { useState } from 'react';
import { ApiProblem } from '../../api.ts';
import { CompanyLogo, LOGO_CHANGED, LOGO_URL } from '../../frame/CompanyLogo.tsx';
import { StatusLine } from '../ui/Field.tsx';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';

async function sendLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(LOGO_URL, {
    method: 'PUT',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json, application/problem+json' },
  }).catch(() => {
    throw new ApiProblem({
      status: 0,
      title: 'Network error',
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  });
  const body = (await res.json().catch(() => ({}))) as {
    title?: string;
    detail?: string;
    errors?: { path: string; message: string }[];
  };
  if (!res.ok)
    throw new ApiProblem({
      status: res.status,
      title: body.title ?? res.statusText,
      detail: body.detail,
      errors: body.errors,
    });
}

export function CompanyLogoForm({ editable }: { editable: boolean }) {
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="card space-y-3" aria-labelledby="company-logo">
      <h2 id="company-logo" className="text-lg font-semibold">
        Logo
      </h2>
      <div className="flex min-h-[4rem] items-center">
        <CompanyLogo className="h-16 w-auto max-w-[16rem] object-contain" />
      </div>
      {editable ? (
        <>
          <label className="block">
            <span className="font-medium">Choose a new logo</span>
            <span className="block text-sm text-muted">
              PNG, JPEG or WebP, up to 1 MB. It shows at the top of every page; the logo before is kept, archived.
            </span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="mt-1 block"
              disabled={busy}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setBusy(true);
                setProblem(undefined);
                setStatus(null);
                try {
                  await sendLogo(file);
                  setStatus('Logo saved.');
                  window.dispatchEvent(new Event(LOGO_CHANGED));
                } catch (err) {
                  setProblem(err as ApiProblem);
                } finally {
                  setBusy(false);
                  e.target.value = '';
                }
              }}
            />
          </label>
          {problem ? <ProblemNotice problem={problem} /> : null}
          <StatusLine message={status} />
        </>
      ) : null}
    </section>
  );
}
