// The SPEC's query-string addresses of a home's records (/home/insurances/view?id=, /home/insurances/edit?id=,
// /home/assets/maintenance-tasks?id=): the record's own page when an id is given; without one, the list (to view)
// or a new record (to edit).
import { useSearchParams } from 'react-router';
import { Redirect } from '../frame/Redirect.tsx';
import type { KindPlace } from './places.ts';

export function ByQuery({
  place,
  list,
  edit = false,
  section,
}: {
  place: KindPlace;
  list: string;
  edit?: boolean;
  /** A section of the record to open at (the record view scrolls to it). */
  section?: string;
}) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Redirect to={edit ? `${place.base}/new` : list} replace />;
  const at = `${place.base}/${encodeURIComponent(id)}`;
  return <Redirect to={edit ? `${at}/edit` : `${at}${section ? `#${section}` : ''}`} replace />;
}
