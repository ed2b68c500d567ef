// Training and the HR performance screens at their SPEC §2 paths, spread into the
// app's routes. Every screen asks the API, which decides who may see and do what.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';

const named = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const performance = () => import('../hr-performance/pages.tsx');
const MatrixPage = lazy(() => import('./MatrixPage.tsx'));
const CoursePage = lazy(() => import('./CoursePage.tsx'));
const EditPage = lazy(() => import('./EditPage.tsx'));
const SupervisionsPage = named(performance, 'SupervisionsPage');
const AppraisalsPage = named(performance, 'AppraisalsPage');
const DisciplinaryActionsPage = named(performance, 'DisciplinaryActionsPage');
const FaceToFacePage = named(performance, 'FaceToFacePage');

const el = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

export const trainingRoutes: RouteObject[] = [
  { path: '/trainings', element: el(<MatrixPage />) },
  { path: '/trainings/training', element: el(<CoursePage />) },
  { path: '/trainings/edit', element: el(<EditPage />) },
  { path: '/hr/supervisions', element: el(<SupervisionsPage />) },
  { path: '/hr/appraisals', element: el(<AppraisalsPage />) },
  { path: '/hr/disciplinary-actions', element: el(<DisciplinaryActionsPage />) },
  { path: '/hr/face-to-face', element: el(<FaceToFacePage />) },
];
