// The premises pages, one chunk loaded when any of them opens (routes.tsx).
export { KindList, KindForm, KindView, KindHistory } from './RecordPages.tsx';
export { PoliciesPage } from './PoliciesPage.tsx';
export { PolicyView } from './PolicyView.tsx';
export { AssetView, AssetByQuery } from './AssetView.tsx';
export { MileagePage } from './MileagePage.tsx';
export { MealPlanPage, MealPlanUpdate } from './MealPlanPage.tsx';
export { DocumentsPage } from './DocumentsPage.tsx';
