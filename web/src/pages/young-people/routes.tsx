// Young people across the homes I work in (SPEC §2 Young person lists and Incidents):
// the cross-home incident list and its SPEC addresses, risk management, tasks, transfers and /cyp/profile.
import { lazy } from 'react';
import { Navigate, type RouteObject, useSearchParams } from 'react-router';

const IncidentsPage = lazy(() => import('../incidents/IncidentsPage.tsx'));
const IncidentMirrorPage = lazy(() => import('../incidents/IncidentMirrorPage.tsx'));
const IncidentAddress = lazy(() => import('../incidents/IncidentAddress.tsx'));
const RiskManagementPage = lazy(() => import('./RiskManagementPage.tsx'));
const CypTasksPage = lazy(() => import('./CypTasksPage.tsx'));
const transferPages = () => import('../transfers/TransferPages.tsx');
const TransferRequestsPage = lazy(async () => ({ default: (await transferPages()).TransferRequestsPage }));
const TransferRequestPage = lazy(async () => ({ default: (await transferPages()).TransferRequestPage }));

/** /cyp/profile?id=…: that young person's profile; without one, the list to choose from. */
function CypProfile() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Navigate to={id ? `/cyp/resident/${encodeURIComponent(id)}/profile/overview` : '/cyp/resident'} replace />;
}

/** Inside the young people area (RequireAccess cyp). */
export const cypAcrossRoutes: RouteObject[] = [
  { path: '/cyp/incidents', Component: IncidentsPage },
  { path: '/archived-incidents', element: <IncidentsPage archived /> },
  { path: '/incident/view', Component: IncidentAddress },
  { path: '/incident/edit', element: <IncidentAddress edit /> },
  { path: '/cyp/incidents/edit', element: <IncidentAddress edit /> },
  { path: '/cyp/incidents/edit/:section', element: <IncidentAddress edit /> },
  { path: '/cyp/incidents/edit/:section/:part', element: <IncidentAddress edit /> },
  { path: '/cyp/incidents/incident', element: <Navigate to="/cyp/incidents" replace /> },
  { path: '/cyp/incidents/incident/:id', Component: IncidentMirrorPage },
  { path: '/cyp/incidents/incident/:id/:section', Component: IncidentMirrorPage },
  { path: '/cyp/incidents/incident/:id/:section/:part', Component: IncidentMirrorPage },
  { path: '/cyp/risk-management', Component: RiskManagementPage },
  { path: '/cyp/tasks', Component: CypTasksPage },
  { path: '/cyp/transfer-requests', element: <TransferRequestsPage direction="sent" /> },
  { path: '/cyp/transfer-request', Component: TransferRequestPage },
  { path: '/cyp/profile', Component: CypProfile },
];
