// The premises pages, one chunk loaded when any of them opens (routes.tsx).
export { AssetView } from './AssetView.tsx';
export { DocumentsPage } from './DocumentsPage.tsx';
export { MealPlanPage, MealPlanUpdate } from './MealPlanPage.tsx';
export { MileagePage } from './MileagePage.tsx';
export { PoliciesPage } from './PoliciesPage.tsx';
export { PolicyView } from './PolicyView.tsx';
export { KindForm, KindHistory, KindList, KindView } from './RecordPages.tsx';
