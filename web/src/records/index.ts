// The generic record screens (DESIGN §1: one renderer for every kind). The frame's routes mount them under
// /cyp/resident/:ypId/records/:kind, /home/records/:kind and /records/:kind (list, new, :id, :id/edit, :id/history).
export { RecordFormPage } from './RecordFormPage.tsx';
export { RecordHistoryPage } from './RecordHistoryPage.tsx';
export { RecordListPage } from './RecordListPage.tsx';
export { RecordViewPage } from './RecordViewPage.tsx';
export { SignoffInbox } from './SignoffInbox.tsx';
export type { RecordPageProps } from './types.ts';
