// The home's medical inventory at its SPEC §2 paths (/cyp/medical-inventory, /cyp/medical-inventory/edit for a
// new item), spread into the routes under the cyp area's guard. Pages load lazily.
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';

const pages = () => import('./MedicalInventoryPages.tsx');
const named = (
  name: 'MedicalInventoryList' | 'MedicalInventoryForm' | 'MedicalInventoryView' | 'MedicalInventoryHistory',
) => lazy(async () => ({ default: (await pages())[name] as ComponentType }));
const el = (C: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <C />
  </Suspense>
);
const [List, Form, View, History] = (
  ['MedicalInventoryList', 'MedicalInventoryForm', 'MedicalInventoryView', 'MedicalInventoryHistory'] as const
).map(named);

export const medicalInventoryRoutes: RouteObject[] = [
  { path: '/cyp/medical-inventory', element: el(List) },
  { path: '/cyp/medical-inventory/edit', element: el(Form) },
  { path: '/cyp/medical-inventory/new', element: el(Form) },
  { path: '/cyp/medical-inventory/:id', element: el(View) },
  { path: '/cyp/medical-inventory/:id/edit', element: el(Form) },
  { path: '/cyp/medical-inventory/:id/history', element: el(History) },
];
