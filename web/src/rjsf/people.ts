// Person pickers and read-only views need names for ids. Staff and young people lists are fetched once per
// home and shared by every widget on the page (and across pages), so a 60-field form makes one request, not 60.
import { useEffect, useState } from 'react';
import { apiGet, query } from '../api.ts';
import { displayName } from '../lib/format.ts';
import type { StaffMember, YoungPerson } from '../types.ts';
import type { PersonRef } from './schema.ts';

export interface Person {
  id: string;
  name: string;
  hint?: string;
  /** Staff, with a home: on a shift there now / rostered there this fortnight (GET /api/staff?home=). */
  onShift?: boolean;
  rostered?: boolean;
  /** Staff: a director or HR manager, offered among the staff who were there only when rostered. */
  office?: boolean;
}

const cache = new Map<string, Promise<Person[]>>();
const settled = new Map<string, Person[]>();

function load(ref: PersonRef, homeId: string | undefined): Promise<Person[]> {
  const key = `${ref}|${homeId ?? ''}`;
  let p = cache.get(key);
  if (!p) {
    p =
      ref === 'staff'
        ? apiGet<(StaffMember & { onShift?: boolean; rostered?: boolean })[]>(
            `/api/staff${query({ home: homeId })}`,
          ).then((rows) =>
            rows.map((s) => ({
              id: s.id,
              name: s.name,
              hint: s.jobTitle ?? undefined,
              onShift: s.onShift,
              rostered: s.rostered,
              office: s.role === 'director' || s.role === 'hr_manager',
            })),
          )
        : apiGet<YoungPerson[]>(`/api/young-people${query({ home: homeId })}`).then((rows) =>
            rows.map((y) => ({ id: y.id, name: displayName(y), hint: y.homeName })),
          );
    p.then(
      (list) => settled.set(key, list),
      () => cache.delete(key),
    ); // a failed load may be retried later
    cache.set(key, p);
  }
  return p;
}

/** Forget cached lists (e.g. after sign-out, so the next person does not see the last one's colleagues). */
export function clearPeopleCache(): void {
  cache.clear();
  settled.clear();
}

export interface PeopleState {
  people: Person[] | undefined;
  error: boolean;
}

/** The people a picker offers. Synchronous when already loaded, so re-mounting a step does not flash "Loading". */
export function usePeople(ref: PersonRef | undefined, homeId?: string): PeopleState {
  const key = ref ? `${ref}|${homeId ?? ''}` : '';
  const [state, setState] = useState<PeopleState>(() => ({ people: settled.get(key), error: false }));
  useEffect(() => {
    if (!ref) return;
    let live = true;
    const ready = settled.get(key);
    if (ready) {
      setState({ people: ready, error: false });
      return;
    }
    load(ref, homeId).then(
      (people) => {
        if (live) setState({ people, error: false });
      },
      () => {
        if (live) setState({ people: undefined, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [ref, homeId, key]);
  return state;
}

/** Names by id for both kinds, for views and lists that may show either. */
export function usePeopleNames(homeId?: string): (ref: PersonRef, id: string) => string | undefined {
  const staff = usePeople('staff', homeId).people;
  const yp = usePeople('young-person', homeId).people;
  return (ref, id) => (ref === 'staff' ? staff : yp)?.find((p) => p.id === id)?.name;
}
