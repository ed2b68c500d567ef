// /settings/forms/:kind — the visual editor of one record kind's form, its live preview, saving as a new
// version, the versions with compare and roll back. The product administrator may edit the product default.
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useProductAdmin } from '../access.ts';
import { StatusLine } from '../ui/Field.tsx';
import { useLists } from '../useLists.ts';
import { Editor } from './Editor.tsx';
import { type Scope, useEditorSource } from './useEditorSource.ts';

export default function FormEditorPage() {
  const { kind = '' } = useParams();
  const isAdmin = useProductAdmin();
  const [scope, setScope] = useState<Scope>('organisation');
  const [tick, setTick] = useState(0);
  const [flash, setFlash] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { source, error } = useEditorSource(kind, scope, tick);
  const lists = useLists();
  const reload = useCallback((message?: string) => {
    setFlash(message ?? null);
    setTick((t) => t + 1);
  }, []);

  if (error?.status === 403) return <AccessDenied problem={error} />;
  if (error)
    return (
      <Page title="Edit form">
        <ErrorNotice error={error} onRetry={() => reload()} />
      </Page>
    );

  const chooseScope = (next: Scope) => {
    if (next === scope) return;
    if (dirty && !window.confirm('Switch scope? Your unsaved changes will be lost.')) return;
    setFlash(null);
    setScope(next);
  };

  return (
    <>
      <p className="mb-2">
        <Link className="link" to="/settings/forms">
          All forms
        </Link>
      </p>
      {isAdmin ? (
        <fieldset className="card mb-4">
          <legend className="px-1 font-semibold">Which version to edit</legend>
          <label className="mr-6 inline-flex min-h-[44px] items-center gap-2">
            <input
              type="radio"
              name="scope"
              checked={scope === 'organisation'}
              onChange={() => chooseScope('organisation')}
            />
            My organisation's version
          </label>
          <label className="inline-flex min-h-[44px] items-center gap-2">
            <input type="radio" name="scope" checked={scope === 'product'} onChange={() => chooseScope('product')} />
            The product default (every organisation without its own version)
          </label>
        </fieldset>
      ) : null}
      <StatusLine message={flash} />
      {!source || !lists ? (
        <Loading />
      ) : (
        <Editor
          key={`${scope}:${source.base.id}:${tick}`}
          kind={kind}
          scope={scope}
          source={source}
          lists={lists}
          onReload={reload}
          onDirty={setDirty}
        />
      )}
    </>
  );
}
