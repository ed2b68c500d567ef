// A record-link value (`x-ref: incident`…) in the read-only view and the history: the linked record as a
// person reads it, as a link to it, never its id. Which young person's records to look in comes from the
// record shown (LinkedRecordsScope), as the pickers take it from the form.
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { recordPath } from '../lib/record-links.ts';
import { ANY_YOUNG_PERSON, useLinkedRecords } from './linked-records.ts';

/** The young person whose records the links inside name. */
export const LinkedRecordsScope = createContext<string | null | undefined>(undefined);

export function RecordLinkValue({ kind, ids }: { kind: string; ids: string[] }) {
  const youngPersonId = useContext(LinkedRecordsScope);
  const { records } = useLinkedRecords(kind, youngPersonId ?? (kind !== 'record' ? ANY_YOUNG_PERSON : undefined));
  return (
    <>
      {ids.map((id, i) => {
        const found = records?.find((r) => r.id === id);
        // not (yet) in the list: still a way to it when the kind is known; the server decides if it may be read
        const link = found
          ? { ...found, youngPersonId: found.youngPersonId || null }
          : kind !== 'record'
            ? { id, kind, youngPersonId: youngPersonId ?? null }
            : undefined;
        const label = found?.label ?? (records ? 'A linked record' : 'Loading…');
        return (
          <span key={id}>
            {i > 0 && ', '}
            {link ? (
              <Link className="link" to={recordPath(link)}>
                {label}
              </Link>
            ) : (
              label
            )}
          </span>
        );
      })}
    </>
  );
}
