// The routes drawn from the SPEC path table (spec-paths.ts) under /cyp/resident/:ypId, and the redirects that
// take the product's older addresses (records/<kind>, profile/<tabKey>) to them.
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useLocation, useParams, useSearchParams } from 'react-router';
import { Redirect } from '../../frame/Redirect.tsx';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../../lazy/records.ts';
import NotFoundPage from '../NotFoundPage.tsx';
import { useProfile } from './context.ts';
import { SPEC_PATH_OF_KIND, SPEC_PATH_OF_TAB, SPEC_PATHS, type SpecPage, type SpecShows } from './spec-paths.ts';

const ProfileTabPage = lazy(() => import('./ProfileTabPage.tsx'));
const PersonalTab = lazy(() => import('./PersonalTab.tsx'));
const PersonalEditPage = lazy(() => import('./PersonalEditPage.tsx'));
const ChronologyTab = lazy(() => import('./ChronologyTab.tsx'));
const DocumentsTab = lazy(() => import('./DocumentsTab.tsx'));
const OwnLoginPage = lazy(() => import('./OwnLoginPage.tsx'));
const RecordExtras = lazy(async () => ({ default: (await import('./RecordExtras.tsx')).RecordExtras }));
const YpRecordList = lazy(async () => ({ default: (await import('./RecordRoutes.tsx')).YpRecordList }));

const SPEC_PAGES: Record<SpecPage, ComponentType> = {
  personal: PersonalTab,
  personalEdit: PersonalEditPage,
  chronology: ChronologyTab,
  documents: DocumentsTab,
  ownLogin: OwnLoginPage,
};

/** '/cyp/resident/<id>/<path>' for the young person on screen. */
function useBase(path: string): string {
  const { yp } = useProfile();
  return `/cyp/resident/${encodeURIComponent(yp.id)}/${path}`;
}

function KindList({ kind, at }: { kind: string; at: string }) {
  const { yp } = useProfile();
  return <RecordListPage youngPersonId={yp.id} homeId={yp.homeId} kind={kind} listBase={useBase(at)} />;
}

function KindForm({ kind, at }: { kind: string; at: string }) {
  const { yp } = useProfile();
  return <RecordFormPage youngPersonId={yp.id} homeId={yp.homeId} kind={kind} listBase={useBase(at)} />;
}

function KindView({ kind, at }: { kind: string; at: string }) {
  const { yp, definitions } = useProfile();
  return (
    <>
      <RecordViewPage youngPersonId={yp.id} homeId={yp.homeId} kind={kind} listBase={useBase(at)} />
      <RecordExtras yp={yp} definitions={definitions} kind={kind} />
    </>
  );
}

function KindHistory({ kind, at }: { kind: string; at: string }) {
  const { yp } = useProfile();
  return <RecordHistoryPage youngPersonId={yp.id} homeId={yp.homeId} kind={kind} listBase={useBase(at)} />;
}

/** The SPEC's "edit" variant: Add without ?id=, the record's edit screen (under `at`) with one. */
function AddOrEdit({ kind, at }: { kind: string; at: string }) {
  const [params] = useSearchParams();
  const base = useBase(at);
  const id = params.get('id');
  if (id) return <Redirect to={`${base}/${encodeURIComponent(id)}/edit`} replace />;
  return <KindForm kind={kind} at={at} />;
}

/** The SPEC's "view" variant: the record named by ?id= (under `at`); without one, the list. */
function ViewById({ at }: { at: string }) {
  const [params] = useSearchParams();
  const base = useBase(at);
  const id = params.get('id');
  return <Redirect to={id ? `${base}/${encodeURIComponent(id)}` : base} replace />;
}

/** `{product}-access`: any segment ending "-access" (the SPEC does not name the product). */
function ProductSegment({ suffix, children }: { suffix: string; children: React.ReactNode }) {
  const { product = '' } = useParams();
  return product.endsWith(suffix) ? children : <NotFoundPage />;
}

function routesOf(path: string, shows: SpecShows): RouteObject[] {
  if ('kind' in shows) {
    const p = { kind: shows.kind, at: path };
    return [
      { path, element: <KindList {...p} /> },
      { path: `${path}/new`, element: <KindForm {...p} /> },
      { path: `${path}/:recordId`, element: <KindView {...p} /> },
      { path: `${path}/:recordId/edit`, element: <KindForm {...p} /> },
      { path: `${path}/:recordId/history`, element: <KindHistory {...p} /> },
    ];
  }
  if ('add' in shows) return [{ path, element: <AddOrEdit kind={shows.add} at={shows.at} /> }];
  if ('view' in shows) return [{ path, element: <ViewById at={shows.at} /> }];
  if ('tab' in shows) return [{ path, element: <ProfileTabPage tab={shows.tab} only={shows.kinds} /> }];
  const Page = SPEC_PAGES[shows.page];
  return [{ path, element: <Page /> }];
}

/** The table's rows as routes (relative to /cyp/resident/:ypId). */
export const specPathRoutes: RouteObject[] = SPEC_PATHS.flatMap(({ path, shows }) => {
  const at = path.indexOf('{product}');
  if (at < 0) return routesOf(path, shows);
  const suffix = path.slice(at + '{product}'.length).split('/')[0];
  const routed = path.replace(`{product}${suffix}`, ':product');
  return routesOf(routed, shows).map((r) => ({
    ...r,
    element: <ProductSegment suffix={suffix}>{r.element}</ProductSegment>,
  }));
});

/** records/<kind> (the list) → the kind's SPEC path; kinds without one keep their list here. */
export function RecordsListOrSpec() {
  const { ypId = '', kind = '' } = useParams();
  const [params] = useSearchParams();
  const spec = SPEC_PATH_OF_KIND[kind];
  if (!spec) return <YpRecordList />;
  const query = params.size ? `?${params.toString()}` : '';
  return <Redirect to={`/cyp/resident/${encodeURIComponent(ypId)}/${spec}${query}`} replace />;
}

/** The young person's address `path` (under /cyp/resident/{id}/), keeping the query and what the page was handed. */
export function ToYpPath({ path }: { path: string }) {
  const { ypId = '' } = useParams();
  const { search, state } = useLocation();
  return <Redirect to={`/cyp/resident/${encodeURIComponent(ypId)}/${path}${search}`} state={state} replace />;
}

/** profile/<tabKey> → the tab's SPEC path where it has one. */
export function ProfileTabOrSpec() {
  const { tab = '' } = useParams();
  const spec = SPEC_PATH_OF_TAB[tab];
  if (!spec) return <ProfileTabPage />;
  return <ToYpPath path={spec} />;
}
