// The statutory forms' routes, spread under the home area's guard (web/src/routes.tsx); the pages load as one chunk.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';
import { RETURN_PLACES, type ReturnPlace } from './places.ts';

const pages = () => import('./pages.tsx');
function named<
  K extends 'ReturnList' | 'ReturnView' | 'ReturnForm' | 'ReturnHistory' | 'ReturnPrint' | 'FigureRecords',
>(name: K) {
  return lazy(async () => ({ default: (await pages())[name] as ComponentType<Record<string, unknown>> }));
}
const ReturnList = named('ReturnList');
const ReturnView = named('ReturnView');
const ReturnForm = named('ReturnForm');
const ReturnHistory = named('ReturnHistory');
const ReturnPrint = named('ReturnPrint');
const FigureRecords = named('FigureRecords');

const el = (C: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => (
  <Suspense fallback={<Loading />}>
    <C {...props} />
  </Suspense>
);

function placeRoutes(place: ReturnPlace): RouteObject[] {
  return [
    { path: place.path, element: el(ReturnList, { place }) },
    // a return starts from a period on the list (its figures are worked out for it), not from a blank form
    { path: `${place.path}/new`, element: <Navigate to={place.path} replace /> },
    { path: `${place.path}/:id`, element: el(ReturnView, { place }) },
    { path: `${place.path}/:id/edit`, element: el(ReturnForm, { place }) },
    { path: `${place.path}/:id/history`, element: el(ReturnHistory, { place }) },
    { path: `${place.path}/:id/print`, element: el(ReturnPrint, { place }) },
    ...(place.pack ? [{ path: `${place.path}/:id/pack`, element: el(ReturnPrint, { place, pack: true }) }] : []),
    { path: `${place.path}/:id/figures/:question`, element: el(FigureRecords, { place }) },
  ];
}

export const returnRoutes: RouteObject[] = RETURN_PLACES.flatMap(placeRoutes);
