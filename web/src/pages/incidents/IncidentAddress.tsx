// /incident/view, /incident/edit and /cyp/incidents/edit (SPEC §2 Incidents) take the incident as ?id= and open
// the generic record screens; with no id there is no incident to open, so the list is shown instead.
import { Navigate, useSearchParams } from 'react-router';
import { topRecordPath } from '../../records/paths.ts';

export default function IncidentAddress({ edit = false }: { edit?: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate to="/cyp/incidents" replace />;
  return <Navigate to={`${topRecordPath('incident', id)}${edit ? '/edit' : ''}`} replace />;
}
