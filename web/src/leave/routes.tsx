// Leave, overtime, the calendar and gross pay at their SPEC §2 paths, spread into the
// app's routes. Every screen is for staff; the API decides what each person may see and do.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../ui/States.tsx';

const named = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<Record<string, unknown>> }));
const leave = () => import('./LeavePages.tsx');
const overtime = () => import('../overtime/OvertimePages.tsx');
const calendar = () => import('../calendar/CalendarPages.tsx');
const MyLeavesPage = named(leave, 'MyLeavesPage');
const HomeLeavesPage = named(leave, 'HomeLeavesPage');
const LeaveFormPage = named(leave, 'LeaveFormPage');
const LeaveDetailsPage = named(leave, 'LeaveDetailsPage');
const EntitlementPage = named(leave, 'EntitlementPage');
const MyOvertimePage = named(overtime, 'MyOvertimePage');
const HomeOvertimePage = named(overtime, 'HomeOvertimePage');
const OvertimeFormPage = named(overtime, 'OvertimeFormPage');
const OvertimeDetailsPage = named(overtime, 'OvertimeDetailsPage');
const CalendarPage = named(calendar, 'CalendarPage');
const PlannerPage = named(calendar, 'PlannerPage');
const DayPage = named(calendar, 'DayPage');
const HandoversPage = named(calendar, 'HandoversPage');
const GrossPayPage = lazy(() => import('../pay/GrossPayPage.tsx'));
const PayRatesPage = lazy(() => import('../pay/PayRatesPage.tsx'));

const el = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

export const leaveRoutes: RouteObject[] = [
  { path: '/calendar', element: el(<CalendarPage />) },
  { path: '/calendar/planner', element: el(<PlannerPage />) },
  { path: '/calendar/day', element: el(<DayPage />) },
  { path: '/calendar/handovers', element: el(<HandoversPage />) },
  { path: '/calendar/leaves', element: el(<MyLeavesPage />) },
  { path: '/calendar/leaves/my-leaves', element: el(<MyLeavesPage />) },
  { path: '/calendar/leaves/my-history', element: el(<MyLeavesPage history />) },
  { path: '/calendar/leaves/home-leaves', element: el(<HomeLeavesPage />) },
  { path: '/calendar/leaves/home-history', element: el(<HomeLeavesPage history />) },
  { path: '/calendar/leaves/request', element: el(<LeaveFormPage mode="request" />) },
  { path: '/calendar/leaves/schedule', element: el(<LeaveFormPage mode="schedule" />) },
  { path: '/calendar/leaves/edit', element: el(<LeaveFormPage mode="edit" />) },
  { path: '/calendar/leaves/details', element: el(<LeaveDetailsPage />) },
  { path: '/calendar/leaves/leave', element: el(<EntitlementPage />) },
  { path: '/calendar/overtime', element: el(<MyOvertimePage />) },
  { path: '/calendar/overtime/my-overtimes', element: el(<MyOvertimePage />) },
  { path: '/calendar/overtime/history', element: el(<MyOvertimePage history />) },
  { path: '/calendar/overtime/home-overtimes', element: el(<HomeOvertimePage />) },
  { path: '/calendar/overtime/home-history', element: el(<HomeOvertimePage history />) },
  { path: '/calendar/overtime/request', element: el(<OvertimeFormPage mode="request" />) },
  { path: '/calendar/overtime/create', element: el(<OvertimeFormPage mode="create" />) },
  { path: '/calendar/overtime/details', element: el(<OvertimeDetailsPage />) },
  { path: '/hr/gross-pay', element: el(<GrossPayPage />) },
  { path: '/hr/gross-pay/rates', element: el(<PayRatesPage />) },
];
