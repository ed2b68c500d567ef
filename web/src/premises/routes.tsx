// The home's premises screens at their SPEC §2 paths, spread into the routes under
// the home area's guard: accidents and illness, documents and the locker, policies, insurance, assets with
// mileage, and the meal plan. Pages load lazily.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';
import { ByQuery } from './ByQuery.tsx';
import { ACCIDENT, ASSET, INSURANCE, type KindPlace, MEAL_PLAN, MILEAGE, POLICY } from './places.ts';

const pages = () => import('./pages.ts');
function named<K extends keyof Awaited<ReturnType<typeof pages>>>(name: K) {
  return lazy(async () => ({ default: (await pages())[name] as ComponentType<Record<string, unknown>> }));
}
const KindList = named('KindList');
const KindForm = named('KindForm');
const KindView = named('KindView');
const KindHistory = named('KindHistory');
const PoliciesPage = named('PoliciesPage');
const PolicyView = named('PolicyView');
const AssetView = named('AssetView');
const MileagePage = named('MileagePage');
const MealPlanPage = named('MealPlanPage');
const MealPlanUpdate = named('MealPlanUpdate');
const DocumentsPage = named('DocumentsPage');

const el = (C: ComponentType<Record<string, unknown>>, props: Record<string, unknown> = {}) => (
  <Suspense fallback={<Loading />}>
    <C {...props} />
  </Suspense>
);

/** new, view, edit and history of a kind under its base; `view` replaces the plain record view. */
function kindRoutes(place: KindPlace, list: string, view?: ComponentType<Record<string, unknown>>): RouteObject[] {
  return [
    { path: place.base, element: <Navigate to={list} replace /> },
    { path: `${place.base}/new`, element: el(KindForm, { place }) },
    { path: `${place.base}/:id`, element: view ? el(view) : el(KindView, { place }) },
    { path: `${place.base}/:id/edit`, element: el(KindForm, { place }) },
    { path: `${place.base}/:id/history`, element: el(KindHistory, { place }) },
  ];
}

export const premisesRoutes: RouteObject[] = [
  { path: '/home/accidents', element: el(KindList, { place: ACCIDENT }) },
  { path: '/home/accidents/accident/edit', element: <ByQuery place={ACCIDENT} list="/home/accidents" edit /> },
  ...kindRoutes(ACCIDENT, '/home/accidents'),
  { path: '/home/documents', element: el(DocumentsPage) },
  { path: '/locker', element: el(DocumentsPage) },
  { path: '/policies', element: el(PoliciesPage) },
  { path: '/policies/edit', element: <ByQuery place={POLICY} list="/policies" edit /> },
  ...kindRoutes(POLICY, '/policies', PolicyView),
  { path: '/home/insurances', element: el(KindList, { place: INSURANCE }) },
  { path: '/home/insurances/edit', element: <ByQuery place={INSURANCE} list="/home/insurances" edit /> },
  { path: '/home/insurances/view', element: <ByQuery place={INSURANCE} list="/home/insurances" /> },
  ...kindRoutes(INSURANCE, '/home/insurances'),
  { path: '/home/assets', element: el(KindList, { place: ASSET }) },
  { path: '/home/assets/edit', element: <ByQuery place={ASSET} list="/home/assets" edit /> },
  { path: '/home/assets/asset-details', element: <ByQuery place={ASSET} list="/home/assets" /> },
  {
    path: '/home/assets/maintenance-tasks',
    element: <ByQuery place={ASSET} list="/home/assets" section="maintenance" />,
  },
  ...kindRoutes(ASSET, '/home/assets', AssetView),
  { path: '/home/assets/mileage', element: el(MileagePage) },
  ...kindRoutes(MILEAGE, '/home/assets'),
  { path: '/home/meal-plan', element: el(MealPlanPage) },
  { path: '/home/meal-plan/update', element: el(MealPlanUpdate) },
  { path: '/home/meal-plan/plan', element: el(KindList, { place: MEAL_PLAN }) },
  ...kindRoutes(MEAL_PLAN, '/home/meal-plan').slice(1),
];
