// The home's pages, one chunk loaded when any of them opens (routes.tsx).
export { AnnexAChildEdit, AnnexAEdit, AnnexAView } from './AnnexAPage.tsx';
export { default as ChoresPage } from './ChoresPage.tsx';
export { default as DetailsPage } from './DetailsPage.tsx';
export { default as HomeOverview } from './HomeOverview.tsx';
export { default as HomeTasksPage } from './HomeTasksPage.tsx';
export { default as LogsPage } from './LogsPage.tsx';
export { default as OfstedPage } from './OfstedPage.tsx';
export { KindForm, KindHistory, KindList, KindView } from './RecordPages.tsx';
export { default as VisitsPage } from './VisitsPage.tsx';
