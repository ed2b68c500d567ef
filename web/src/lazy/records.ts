// The generic record screens (web/src/records), loaded only when a record route or panel is opened:
// they bring RJSF and Ajv, which the first page must not pay for.
import { lazy } from 'react';

const load = () => import('../records/index.ts');

export const RecordListPage = lazy(() => load().then((m) => ({ default: m.RecordListPage })));
export const RecordFormPage = lazy(() => load().then((m) => ({ default: m.RecordFormPage })));
export const RecordViewPage = lazy(() => load().then((m) => ({ default: m.RecordViewPage })));
export const RecordHistoryPage = lazy(() => load().then((m) => ({ default: m.RecordHistoryPage })));
// The inbox alone has no RJSF in it: load its own module so the dashboard stays light.
export const SignoffInbox = lazy(() =>
  import('../records/SignoffInbox.tsx').then((m) => ({ default: m.SignoffInbox })),
);
