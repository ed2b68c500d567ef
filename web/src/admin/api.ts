// Every administration call the admin screens make, in one place (docs/API.md).
import { api, apiGet, apiPost, query } from '../api.ts';
import { forgetDefinition } from '../records/requests.ts';
import type { DefinitionDoc, ProtectedField } from './forms/model.ts';
import type {
  AdminHome,
  CompanyDetails,
  Customer,
  CustomRole,
  CustomRoleInput,
  DefinitionVersion,
  Departure,
  ListItem,
  LoginLink,
  Organisation,
  OrgUser,
  PlatformUser,
  RefList,
  SignoffMode,
  SignoffRule,
  UserInput,
} from './types.ts';

const k = encodeURIComponent;
const put = <T>(path: string, body: unknown) => api<T>(path, { method: 'PUT', body });

export const paths = {
  organisation: '/api/settings/organisation',
  signoffRules: '/api/settings/signoff-rules',
  homes: '/api/settings/homes',
  users: '/api/settings/users',
  roles: '/api/settings/roles',
  customers: '/api/admin/customers',
  platformUsers: (q: string) => `/api/admin/users${query({ q })}`,
  versions: (kind: string) => `/api/settings/definitions/${k(kind)}/versions`,
};

export const saveOrganisation = (body: {
  name?: string;
  toggles?: Record<string, boolean | number>;
  moveInChecklist?: string[];
  company?: CompanyDetails;
}) => put<Organisation>(paths.organisation, body);

export const saveSignoffRule = (option: string, mode: SignoffMode, users: string[]) =>
  put<SignoffRule>(`${paths.signoffRules}/${k(option)}`, { mode, users });

export const saveHome = (
  id: string | null,
  body: { name: string; type: string; address: string | null; onCallPhone: string | null },
) => (id ? put<AdminHome>(`${paths.homes}/${k(id)}`, body) : apiPost<AdminHome>(paths.homes, body));
export const setHomeArchived = (id: string, archived: boolean) =>
  apiPost<AdminHome>(`${paths.homes}/${k(id)}/${archived ? 'archive' : 'restore'}`);

export const createUser = (body: UserInput) => apiPost<{ id: string; invite: LoginLink }>(paths.users, body);
export const updateUser = (id: string, body: UserInput) => put<OrgUser>(`${paths.users}/${k(id)}`, body);
export const createRole = (body: CustomRoleInput) => apiPost<CustomRole>(paths.roles, body);
export const updateRole = (id: string, body: CustomRoleInput & { version: number }) =>
  put<CustomRole>(`${paths.roles}/${k(id)}`, body);
export const archiveRole = (id: string, version: number, archived: boolean) =>
  apiPost<CustomRole>(`${paths.roles}/${k(id)}/${archived ? 'archive' : 'restore'}`, { version });
export const resetPassword = (id: string) => apiPost<{ reset: LoginLink }>(`${paths.users}/${k(id)}/reset-password`);
export const deactivateUser = (id: string, d: Departure) =>
  apiPost<{ id: string; active: false; counts: Record<string, number> }>(`${paths.users}/${k(id)}/deactivate`, d);

export const setPassword = (token: string, password: string) =>
  apiPost<{ ok: true }>('/api/auth/set-password', { token, password }, { redirectOn401: false });

export const createCustomer = (body: { name: string; slug: string; director: { name: string; email: string } }) =>
  apiPost<{ id: string; invite: LoginLink }>(paths.customers, body);
export const setCustomerSuspended = (id: string, suspended: boolean) =>
  apiPost<{ id: string; suspended: boolean }>(`${paths.customers}/${k(id)}/${suspended ? 'suspend' : 'enable'}`);
export const setCustomerFeatures = (id: string, features: Record<string, boolean>) =>
  put<{ id: string; features: Record<string, boolean> }>(`${paths.customers}/${k(id)}/features`, features);
export const getPlatformUsers = (q: string) => apiGet<PlatformUser[]>(paths.platformUsers(q));
export const getCustomers = () => apiGet<{ customers: Customer[]; featureList: ListItem[] }>(paths.customers);

// Definitions at run time
export const getVersions = (kind: string) => apiGet<DefinitionVersion[]>(paths.versions(kind));
/** Fields the product reads (rules, duties, figures, charts): kept and kept in type, hidden rather than removed. */
export const getProtectedFields = (kind: string) =>
  apiGet<ProtectedField[]>(`/api/settings/definitions/${k(kind)}/protected-fields`);
export const getVersion = (kind: string, id: number) =>
  apiGet<DefinitionVersion & { definition: DefinitionDoc }>(`${paths.versions(kind)}/${id}`);
export const compareVersions = (kind: string, from: number, to: number) =>
  apiGet<{ changes: { path: string; before: unknown; after: unknown }[] }>(
    `/api/settings/definitions/${k(kind)}/compare${query({ from, to })}`,
  );

const scopeBase = (scope: 'product' | 'organisation') => (scope === 'product' ? '/api/admin' : '/api/settings');
// After either, the record screens load the new version at once rather than their cached one.
export const publishVersion = (
  scope: 'product' | 'organisation',
  kind: string,
  body: { definition: DefinitionDoc; baseVersion: number; note?: string },
) =>
  apiPost<DefinitionVersion>(`${scopeBase(scope)}/definitions/${k(kind)}/versions`, body).finally(() =>
    forgetDefinition(kind),
  );
export const rollbackVersion = (
  scope: 'product' | 'organisation',
  kind: string,
  body: { toVersionId: number; baseVersion: number },
) =>
  apiPost<DefinitionVersion>(`${scopeBase(scope)}/definitions/${k(kind)}/rollback`, body).finally(() =>
    forgetDefinition(kind),
  );

let allLists: Promise<Record<string, RefList>> | null = null;
/** Every reference list (GET /api/lists), fetched once per page load. */
export function getLists(): Promise<Record<string, RefList>> {
  if (!allLists) {
    allLists = apiGet<Record<string, RefList>>('/api/lists');
    allLists.catch(() => {
      allLists = null;
    });
  }
  return allLists;
}
