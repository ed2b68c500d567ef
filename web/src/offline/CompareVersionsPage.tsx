// A queued write met a newer version: the person sees, field by field, what the record held when they wrote, the
// colleague's version and theirs, and chooses per field (or all one way). Their choice is queued and sent against
// the colleague's version, so neither side is overwritten without being seen; nothing is sent until they choose.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DiffValue } from '../records/DiffValue.tsx';
import { getRecord } from '../records/requests.ts';
import { useDefinition } from '../records/useDefinition.ts';
import { type JsonObject, LinkedRecordsScope, schemaAt, titlesAlong, usePeopleNames } from '../rjsf/index.ts';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, Loading } from '../ui/States.tsx';
import { compareVersions, defaultSide, mergeChoices, type Side } from './compareVersions.ts';
import { dropQueued, putQueued, type QueuedWrite, readQueued } from './sendQueue.ts';

type Theirs = NonNullable<QueuedWrite['theirs']>;

export default function CompareVersionsPage() {
  const me = useMe();
  const { recordId = '' } = useParams();
  const navigate = useNavigate();
  const [item, setItem] = useState<QueuedWrite | null | undefined>(undefined);
  const [theirs, setTheirs] = useState<Theirs | undefined>();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const nameOf = usePeopleNames();

  useEffect(() => {
    let live = true;
    void (async () => {
      const kept = await readQueued(me.id, recordId).catch(() => null);
      if (!live) return;
      setItem(kept);
      if (!kept?.theirs) return;
      // the colleague's version as it is now (it may have moved on again); the one kept with the item offline
      const now = await getRecord(kept.kind, kept.recordId).catch(() => null);
      if (live) setTheirs(now ? { version: now.version, data: now.data as JsonObject } : kept.theirs);
    })();
    return () => {
      live = false;
    };
  }, [me.id, recordId]);

  const { definition } = useDefinition(item?.kind, undefined, !!item);
  const rows = useMemo(() => {
    if (!item || !theirs || !definition) return [];
    const order = Object.keys((definition.schema.properties ?? {}) as object);
    return compareVersions(item.baseData, theirs.data, item.data, order);
  }, [item, theirs, definition]);
  useEffect(() => setChoices(Object.fromEntries(rows.map((r) => [r.field, defaultSide(r)]))), [rows]);

  if (item === undefined || (item && (!theirs || !definition))) return <Loading />;
  if (!item || item.state !== 'needs-you' || !theirs || !definition)
    return (
      <Page title="Compare and choose">
        <EmptyState title="Nothing to compare">This record is not waiting for your choice on this device.</EmptyState>
      </Page>
    );

  const all = (side: Side) => setChoices(Object.fromEntries(rows.map((r) => [r.field, side])));
  const onSave = async () => {
    const merged = mergeChoices(theirs.data, item.data, choices);
    if (rows.every((r) => choices[r.field] === 'theirs')) {
      await dropQueued(me.id, item.recordId);
      void navigate('/sending', {
        state: { flash: `${item.title}: the colleague's version is kept; yours was not sent.` },
      });
      return;
    }
    await putQueued(me.id, {
      ...item,
      data: merged,
      baseVersion: theirs.version,
      baseData: theirs.data,
      isNew: false,
      key: crypto.randomUUID(),
      // what was tried before met the colleague's version and was not made: it is in this choice
      tried: undefined,
      state: 'waiting',
      problem: undefined,
      theirs: undefined,
    });
    void navigate('/sending', { state: { flash: `${item.title}: your choice is being sent.` } });
  };

  return (
    <Page
      title="Compare and choose"
      subtitle={`${item.title}: a colleague saved this record after you wrote yours on this device. Choose, field by field, what the record keeps.`}
    >
      {item.problem?.detail && (
        // the server's advice to reload is for the online editor; here the comparison is the way on
        <p>{item.problem.detail.replace(/\s*Reload it to see the changes\.$/, '')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => all('mine')}>
          Keep all mine
        </button>
        <button type="button" className="btn-secondary" onClick={() => all('theirs')}>
          Take all theirs
        </button>
      </div>
      <LinkedRecordsScope.Provider value={item.youngPersonId ?? null}>
        <div className="space-y-4">
          {rows.map((r) => {
            const schema = schemaAt(definition.schema, [r.field]);
            const title = titlesAlong(definition.schema, [r.field]);
            return (
              <fieldset key={r.field} className="card space-y-3">
                <legend className="px-1 font-semibold">{title}</legend>
                <dl className="grid gap-3 sm:grid-cols-3">
                  <div>
                    <dt className="text-sm font-semibold text-muted">What it was</dt>
                    <dd>
                      <DiffValue schema={schema} value={r.was} nameOf={nameOf} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-muted">
                      The colleague&apos;s{r.changedByThem ? ' change' : ''}
                    </dt>
                    <dd>
                      <DiffValue schema={schema} value={r.theirs} nameOf={nameOf} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-muted">Yours{r.changedByMe ? ' (your change)' : ''}</dt>
                    <dd>
                      <DiffValue schema={schema} value={r.mine} nameOf={nameOf} />
                    </dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-4">
                  {(['mine', 'theirs'] as const).map((side) => (
                    <label key={side} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`keep-${r.field}`}
                        checked={choices[r.field] === side}
                        onChange={() => setChoices((c) => ({ ...c, [r.field]: side }))}
                      />
                      {side === 'mine' ? 'Keep mine' : "Take the colleague's"}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </LinkedRecordsScope.Provider>
      <button type="button" className="btn-primary" onClick={() => void onSave()}>
        Save my choices
      </button>
    </Page>
  );
}
