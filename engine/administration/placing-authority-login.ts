import type { UserInput } from '../store/administration.ts';

/**
 * A placing authority's social worker is not staff of any home: they hold no home, access area, young-person
 * permission, manager flag or place on a rota (their reading is the grants a home's manager makes, decision 0671).
 * Whatever was sent for those is dropped (the user form, a data migration), so they never appear on a rota, a staff
 * list or a staffing return.
 */
export const placingAuthorityLogin = (u: UserInput): UserInput =>
  u.role !== 'social_worker'
    ? u
    : {
        ...u,
        isManager: false,
        areas: {},
        ypPermissions: {},
        ypOverrides: {},
        homeIds: [],
        showInRota: false,
        removeFromRota: false,
        removeFromRotaHomes: [],
        customRoleId: null,
      };
