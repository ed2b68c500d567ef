// The home's pages, one chunk loaded when any of them opens (routes.tsx).
export { default as HomeOverview } from './HomeOverview.tsx';
export { default as DetailsPage } from './DetailsPage.tsx';
export { default as ChoresPage } from './ChoresPage.tsx';
export { default as VisitsPage } from './VisitsPage.tsx';
export { default as OfstedPage } from './OfstedPage.tsx';
export { default as LogsPage } from './LogsPage.tsx';
export { default as HomeTasksPage } from './HomeTasksPage.tsx';
export { AnnexAView, AnnexAEdit, AnnexAChildEdit } from './AnnexAPage.tsx';
export { KindList, KindForm, KindView, KindHistory } from './RecordPages.tsx';
