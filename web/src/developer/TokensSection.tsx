// API tokens: the list (never the secrets), a new one with its scopes and expiry, revoking one.
import { type FormEvent, useState } from 'react';
import { Field } from '../admin/ui/Field.tsx';
import { toProblem } from '../admin/ui/problem.ts';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import { labelOf, useListItems } from '../admin/useLists.ts';
import { LevelTable } from '../admin/users/LevelTable.tsx';
import type { ApiProblem } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { DateField } from '../ui/DateField.tsx';
import { type ApiToken, createToken, type Level, revokeToken } from './api.ts';
import { ShownOnce } from './ShownOnce.tsx';

const LEVELS: { value: Level | 'none'; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'edit', label: 'Read and write' },
];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function stateOf(t: ApiToken): string {
  if (t.revokedAt) return `Revoked ${formatDate(t.revokedAt)}${t.revokedByName ? ` by ${t.revokedByName}` : ''}`;
  if (new Date(t.expiresAt) <= new Date()) return `Expired ${formatDate(t.expiresAt)}`;
  // it works to the end of its last day (London): the instant stored is the midnight after it
  return `Works to the end of ${formatDate(new Date(new Date(t.expiresAt).getTime() - 1).toISOString())}`;
}

export function TokensSection({
  tokens,
  canEdit,
  onChanged,
}: {
  tokens: ApiToken[];
  canEdit: boolean;
  onChanged: (message: string) => void;
}) {
  const areas = useListItems('accessAreas');
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState(inDays(90));
  const [scopes, setScopes] = useState<Record<string, Level>>({});
  const [made, setMade] = useState<{ name: string; secret: string }>();
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const r = await createToken({ name: name.trim(), scopes, expiresOn });
      setMade({ name: r.token.name, secret: r.secret });
      setName('');
      setScopes({});
      onChanged(`Token "${r.token.name}" made.`);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }
  async function revoke(t: ApiToken) {
    if (!window.confirm(`Revoke "${t.name}"? Anything using it stops working at once.`)) return;
    try {
      await revokeToken(t.id);
      onChanged(`Token "${t.name}" revoked.`);
    } catch (err) {
      setProblem(toProblem(err));
    }
  }
  const scopeText = (t: ApiToken) =>
    Object.entries(t.scopes)
      .map(([a, l]) => `${labelOf(areas, a)}: ${l === 'edit' ? 'read and write' : 'read'}`)
      .join('; ');

  return (
    <section className="space-y-4" aria-labelledby="tokens-h">
      <h2 id="tokens-h" className="text-xl font-semibold">
        API tokens
      </h2>
      <p className="text-muted">
        A token lets another system use the API as <code>Authorization: Bearer &lt;token&gt;</code>. It acts for the
        person who made it, only in the areas chosen, and never beyond what that person may do. The API description is
        at{' '}
        <a className="link" href="/api/docs">
          /api/docs
        </a>
        .
      </p>
      {made ? (
        <ShownOnce
          title={`Token "${made.name}"`}
          secret={made.secret}
          note="We keep only a fingerprint of it, so it cannot be shown again: if it is lost, revoke it and make another."
        />
      ) : null}
      {problem ? (
        <ProblemNotice problem={problem} labels={{ name: 'Name', scopes: 'Areas', expiresOn: 'Expires' }} />
      ) : null}
      {tokens.length ? (
        <table className="stack-table w-full text-left text-sm">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className="p-2">
                Name
              </th>
              <th scope="col" className="p-2">
                Areas
              </th>
              <th scope="col" className="p-2">
                State
              </th>
              <th scope="col" className="p-2">
                Last used
              </th>
              <th scope="col" className="p-2">
                Made by
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} className="border-b border-line last:border-0">
                <td className="p-2" data-label="Name">
                  <span className="font-medium">{t.name}</span>{' '}
                  <span className="font-mono text-muted">{t.prefix}…</span>
                </td>
                <td className="p-2" data-label="Areas">
                  {scopeText(t)}
                </td>
                <td className="p-2" data-label="State">
                  {stateOf(t)}
                </td>
                <td className="p-2" data-label="Last used">
                  {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}
                </td>
                <td className="p-2" data-label="Made by">
                  {t.createdByName}, {formatDate(t.createdAt)}
                </td>
                <td className="p-2" data-label="">
                  {canEdit && !t.revokedAt ? (
                    <button type="button" className="btn-secondary" onClick={() => void revoke(t)}>
                      Revoke
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No API tokens yet.</p>
      )}
      {canEdit ? (
        <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-token-h">
          <h3 id="new-token-h" className="text-lg font-semibold">
            Make a token
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" hint="What uses it, e.g. the local authority's case system.">
              {(ids) => (
                <input
                  {...ids}
                  className="field-input"
                  value={name}
                  maxLength={100}
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </Field>
            <Field label="Last day it works" hint="At most a year ahead.">
              {(ids) => (
                <>
                  <DateField
                    {...ids}
                    className="field-input"
                    value={expiresOn}
                    min={inDays(1)}
                    max={inDays(366)}
                    onChange={(e) => setExpiresOn(e.target.value)}
                  />
                </>
              )}
            </Field>
          </div>
          <LevelTable
            caption="Areas"
            hint="Give only what the other system needs."
            areas={areas}
            levels={LEVELS}
            value={(a) => scopes[a] ?? 'none'}
            onChange={(a, l) =>
              setScopes((s) => {
                const next = { ...s };
                if (l === 'none') delete next[a];
                else next[a] = l;
                return next;
              })
            }
          />
          <button
            type="submit"
            className="btn-primary"
            disabled={busy || !name.trim() || !Object.keys(scopes).length || !expiresOn}
          >
            {busy ? 'Making…' : 'Make token'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
