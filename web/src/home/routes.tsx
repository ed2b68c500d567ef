// The home's own screens at their SPEC §2 paths, spread into the routes under the home
// area's guard: overview, details and statement of purpose, checks (table, list, issues, sharps), maintenance, home
// tasks, Reg 44 visits / Reg 32 reviews, Ofsted with Annex A, and the home logs with the visitors' book.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';
import {
  CHECK,
  DETAILS,
  HOME_LOG,
  INSPECTION,
  type KindPlace,
  MAINTENANCE,
  PURPOSE,
  REG44,
  REVIEW,
  VISITOR,
} from './places.ts';

const pages = () => import('./pages.ts');
function named<K extends keyof Awaited<ReturnType<typeof pages>>>(name: K) {
  return lazy(async () => ({ default: (await pages())[name] as ComponentType<Record<string, unknown>> }));
}
const HomeOverview = named('HomeOverview');
const DetailsPage = named('DetailsPage');
const ChoresPage = named('ChoresPage');
const VisitsPage = named('VisitsPage');
const OfstedPage = named('OfstedPage');
const LogsPage = named('LogsPage');
const HomeTasksPage = named('HomeTasksPage');
const AnnexAView = named('AnnexAView');
const AnnexAEdit = named('AnnexAEdit');
const AnnexAChildEdit = named('AnnexAChildEdit');
const KindList = named('KindList');
const KindForm = named('KindForm');
const KindView = named('KindView');
const KindHistory = named('KindHistory');

const el = (C: ComponentType<Record<string, unknown>>, props: Record<string, unknown> = {}) => (
  <Suspense fallback={<Loading />}>
    <C {...props} />
  </Suspense>
);

/** new, view, edit and history of a kind under its base; the base alone goes to the kind's list. */
function kindRoutes(place: KindPlace): RouteObject[] {
  return [
    { path: place.base, element: <Navigate to={place.list} replace /> },
    { path: `${place.base}/new`, element: el(KindForm, { place }) },
    { path: `${place.base}/:id`, element: el(KindView, { place }) },
    { path: `${place.base}/:id/edit`, element: el(KindForm, { place }) },
    { path: `${place.base}/:id/history`, element: el(KindHistory, { place }) },
  ];
}

export const homeRoutes: RouteObject[] = [
  { path: '/home', element: el(HomeOverview) },
  { path: '/home/details', element: el(DetailsPage) },
  ...kindRoutes(DETAILS),
  ...kindRoutes(PURPOSE),
  // the table is the checks' opening view, at the SPEC's own address as at /home/chores/table
  { path: '/home/chores', element: el(ChoresPage) },
  { path: '/home/chores/:tab', element: el(ChoresPage) },
  ...kindRoutes(CHECK),
  { path: '/home/maintenance', element: el(KindList, { place: MAINTENANCE }) },
  ...kindRoutes(MAINTENANCE),
  { path: '/home/tasks', element: el(HomeTasksPage) },
  { path: '/home/reg44-visits', element: el(VisitsPage) },
  ...kindRoutes(REG44),
  ...kindRoutes(REVIEW),
  { path: '/home/ofsted', element: el(OfstedPage) },
  { path: '/home/ofsted/inspection', element: el(KindList, { place: INSPECTION }) },
  ...kindRoutes(INSPECTION),
  { path: '/home/ofsted/annex-a', element: el(AnnexAView) },
  { path: '/home/ofsted/annex-a/edit', element: el(AnnexAEdit) },
  { path: '/home/ofsted/annex-a/child/edit', element: el(AnnexAChildEdit) },
  { path: '/home/logs', element: el(LogsPage) },
  ...kindRoutes(HOME_LOG),
  ...kindRoutes(VISITOR),
];
