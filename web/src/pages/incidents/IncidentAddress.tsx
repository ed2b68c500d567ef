// /incident/view, /incident/edit and /cyp/incidents/edit (SPEC §2 Incidents) take the incident as ?id= and open
// the generic record screens; with no id there is no incident to open, so the list is shown instead.
// /cyp/incidents/edit/<section>[/<part>] opens the form at the definition section the SPEC section names.
import { useParams, useSearchParams } from 'react-router';
import { Redirect } from '../../frame/Redirect.tsx';
import { topRecordPath } from '../../records/paths.ts';
import { specSection } from './sections.ts';

export default function IncidentAddress({ edit = false }: { edit?: boolean }) {
  const [params] = useSearchParams();
  const { section, part } = useParams();
  const id = params.get('id');
  if (!id) return <Redirect to="/cyp/incidents" replace />;
  const at = section ? `?section=${encodeURIComponent(specSection(part ?? section).shows[0])}` : '';
  return <Redirect to={`${topRecordPath('incident', id)}${edit ? `/edit${at}` : ''}`} replace />;
}
