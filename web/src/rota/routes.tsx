// The rota's screens at their SPEC §2 paths, spread into the app's routes.
// The API decides who may see what; a person without the rota area sees the refusal (and their own shifts elsewhere).
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { useSession } from '../session.tsx';
import { EmptyState, Loading } from '../ui/States.tsx';
import { RotaNav } from './RotaNav.tsx';

const RotaPage = lazy(() => import('./RotaPage.tsx'));
const SummaryPage = lazy(() => import('./SummaryPage.tsx'));
const StaffFactsPage = lazy(() => import('./StaffFactsPage.tsx'));
const ShiftPage = lazy(() => import('./ShiftPage.tsx'));
const edits = () => import('./ShiftEditPages.tsx');
const patterns = () => import('./PatternsPage.tsx');
const named = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const AddShiftPage = named(edits, 'AddShiftPage');
const EditShiftPage = named(edits, 'EditShiftPage');
const DeleteShiftPage = named(edits, 'DeleteShiftPage');
const PatternsPage = named(patterns, 'PatternsPage');
const PatternEditPage = named(patterns, 'PatternEditPage');

const el = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/** A kind's generic record screens for the current home, under the rota's navigation. */
interface Place {
  kind: string;
  base: string;
  list: string;
}
const SHIFT_PLAN: Place = {
  kind: 'shift-plan',
  base: '/calendar/shifts/plan/record',
  list: '/calendar/shifts/plan',
};
const HANDOVER: Place = { kind: 'handover', base: '/home/shift/handover/entry', list: '/home/shift/handover' };

function HomeKind({ place, page }: { place: Place; page: 'list' | 'form' | 'view' | 'history' }) {
  const { currentHome } = useSession();
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <RotaNav />
      {page === 'list' ? (
        <RecordListPage
          key={`${place.kind}:${currentHome.id}`}
          kind={place.kind}
          listBase={place.base}
          homeId={currentHome.id}
        />
      ) : null}
      {page === 'form' ? <RecordFormPage kind={place.kind} listBase={place.base} homeId={currentHome.id} /> : null}
      {page === 'view' ? <RecordViewPage kind={place.kind} listBase={place.base} /> : null}
      {page === 'history' ? <RecordHistoryPage kind={place.kind} listBase={place.base} /> : null}
    </div>
  );
}
const kindRoutes = (place: Place): RouteObject[] => [
  { path: place.list, element: el(<HomeKind place={place} page="list" />) },
  { path: place.base, element: <Navigate to={place.list} replace /> },
  { path: `${place.base}/new`, element: el(<HomeKind place={place} page="form" />) },
  { path: `${place.base}/:id`, element: el(<HomeKind place={place} page="view" />) },
  { path: `${place.base}/:id/edit`, element: el(<HomeKind place={place} page="form" />) },
  { path: `${place.base}/:id/history`, element: el(<HomeKind place={place} page="history" />) },
];

export const rotaRoutes: RouteObject[] = [
  { path: '/calendar/rota', element: el(<RotaPage view="month" />) },
  { path: '/calendar/rota/update', element: el(<RotaPage view="week" />) },
  { path: '/calendar/rota/edit', element: el(<EditShiftPage />) },
  { path: '/calendar/rota/delete', element: el(<DeleteShiftPage />) },
  { path: '/calendar/shifts', element: <Navigate to="/calendar/shifts/month" replace /> },
  { path: '/calendar/shifts/month', element: el(<RotaPage view="month" />) },
  { path: '/calendar/shifts/month/add', element: el(<AddShiftPage />) },
  { path: '/calendar/shifts/week', element: el(<RotaPage view="week" />) },
  { path: '/calendar/shifts/list', element: el(<RotaPage view="list" />) },
  { path: '/calendar/shifts/summary', element: el(<SummaryPage />) },
  { path: '/calendar/shifts/staff', element: el(<StaffFactsPage />) },
  { path: '/calendar/shifts/add', element: el(<HomeKind place={SHIFT_PLAN} page="form" />) },
  { path: '/calendar/shift', element: el(<ShiftPage />) },
  ...kindRoutes(SHIFT_PLAN),
  { path: '/home/shift', element: <Navigate to="/home/shift/patterns" replace /> },
  { path: '/home/shift/patterns', element: el(<PatternsPage />) },
  { path: '/home/shift/patterns/edit', element: el(<PatternEditPage />) },
  ...kindRoutes(HANDOVER),
];
