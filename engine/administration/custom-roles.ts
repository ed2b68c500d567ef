// Custom roles (SPEC §6 "custom", decision 0810): an organisation names a set of area levels and young-person
// permissions, and gives it to people. Nobody gives what they do not hold (engine/access/grants.ts): whoever
// defines or changes a role must hold all of it, and may change it only if they may change every person holding it
// to the new access. The holders' own rows are written in the same transaction, so the change holds from their next
// request (migration 008 tells every API process to forget them), and each holder is told.
import { decideGrant, decidePersonChange, type Holding } from '../access/grants.ts';
import { type Caller, decideSettings } from '../access/index.ts';
import { ACCESS_AREAS, YP_PERMISSION_AREAS } from '../definitions/types.ts';
import { conflict, forbidden, notFound, Problem } from '../problem.ts';
import type { CustomRoleInput, CustomRoleRow, Store } from '../store/index.ts';
import { tellAccessChanged } from './access-notice.ts';

type FieldError = { path: string; message: string };

/** What the role gives, as the grant rule reads a person: the custom role, no manager flag, no homes. */
export const roleHolding = (r: Pick<CustomRoleInput, 'areas' | 'ypPermissions'>): Holding => ({
  role: 'custom',
  isManager: false,
  homeIds: [],
  areas: r.areas,
  ypPermissions: r.ypPermissions,
  ypOverrides: {},
});

/** Area and permission keys and levels the role may hold. */
export function roleFieldErrors(r: CustomRoleInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!r.name.trim()) errors.push({ path: '/name', message: 'is required' });
  for (const [a, level] of Object.entries(r.areas)) {
    if (!(ACCESS_AREAS as readonly string[]).includes(a))
      errors.push({ path: `/areas/${a}`, message: 'is not an access area' });
    else if (!['read', 'edit'].includes(level)) errors.push({ path: `/areas/${a}`, message: 'must be read or edit' });
  }
  for (const [a, level] of Object.entries(r.ypPermissions)) {
    if (!(YP_PERMISSION_AREAS as readonly string[]).includes(a))
      errors.push({ path: `/ypPermissions/${a}`, message: 'is not a young-person permission area' });
    else if (!['read', 'edit', 'none'].includes(level))
      errors.push({ path: `/ypPermissions/${a}`, message: 'must be read, edit or none' });
  }
  return errors;
}

export function customRoleService({ store }: { store: Store }) {
  const need = (caller: Caller, want: 'read' | 'edit') => {
    const v = decideSettings(caller, want);
    if (!v.ok) throw forbidden(v.reason);
  };
  const check = async (caller: Caller, r: CustomRoleInput, id?: string) => {
    const errors = roleFieldErrors(r);
    if (errors.length) throw new Problem(422, 'Validation failed', 'Some fields are not valid.', errors);
    const v = decideGrant(caller, roleHolding(r));
    if (!v.ok) throw new Problem(403, 'Forbidden', v.reason, v.errors);
    if (await store.forOrg(caller.orgId).customRoles.named(r.name, id))
      throw new Problem(409, 'Conflict', `There is already a role called "${r.name.trim()}".`, [
        { path: '/name', message: 'is already the name of a role' },
      ]);
  };
  const found = async (caller: Caller, id: string) => {
    const role = await store.forOrg(caller.orgId).customRoles.get(id);
    if (!role) throw notFound('The role');
    return role;
  };

  /**
   * Every active holder the caller may not move to the new access: someone they may not change at all (ranks
   * above them, or holds what they do not), or whom the new role would give, with their own manager flag, homes
   * and per-young-person settings, more than the caller holds.
   */
  async function holdersBeyond(caller: Caller, role: CustomRoleRow, next: CustomRoleInput) {
    const users = await store.forOrg(caller.orgId).administration.allUsers();
    const errors: FieldError[] = [];
    role.holders.forEach((h, i) => {
      const u = users.find((x) => x.id === h.id);
      if (!u || !u.active) return;
      const now: Holding & { id: string } = {
        ...u,
        ypOverrides: (u.ypOverrides ?? {}) as Record<string, Record<string, string>>,
      };
      const may = decidePersonChange(caller, now, 'edit');
      const give = may.ok ? decideGrant(caller, { ...now, areas: next.areas, ypPermissions: next.ypPermissions }) : may;
      if (!give.ok) errors.push({ path: `/holders/${i}`, message: `${u.name}: ${give.reason}` });
    });
    return errors;
  }

  return {
    async list(caller: Caller) {
      need(caller, 'read');
      return store.forOrg(caller.orgId).customRoles.list();
    },

    async get(caller: Caller, id: string) {
      need(caller, 'read');
      return found(caller, id);
    },

    async create(caller: Caller, r: CustomRoleInput) {
      need(caller, 'edit');
      await check(caller, r);
      const id = await store.transaction(caller.orgId, async (tx) => {
        const rid = await tx.customRoles.insert(r, caller.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'custom-role.create',
          entity: 'custom-role',
          entityId: rid,
          detail: { name: r.name.trim(), areas: r.areas, ypPermissions: r.ypPermissions },
        });
        return rid;
      });
      return found(caller, id);
    },

    /** A new definition: every holder has it from their next request. */
    async update(caller: Caller, id: string, r: CustomRoleInput & { version: number }) {
      need(caller, 'edit');
      const before = await found(caller, id);
      if (before.archivedAt) throw conflict('This role is archived; restore it before changing it.');
      await check(caller, r, id);
      const beyond = await holdersBeyond(caller, before, r);
      if (beyond.length)
        throw new Problem(
          403,
          'Forbidden',
          'You cannot change this role: it would change people whose access you may not change.',
          beyond,
        );
      const input = { name: r.name, description: r.description, areas: r.areas, ypPermissions: r.ypPermissions };
      const changed =
        JSON.stringify([before.areas, before.ypPermissions]) !== JSON.stringify([input.areas, input.ypPermissions]);
      await store.transaction(caller.orgId, async (tx) => {
        if (!(await tx.customRoles.update(id, r.version, input, caller.id)))
          throw conflict('Someone changed this role meanwhile; reload it and make your change again.');
        await tx.customRoles.applyToHolders(id);
        const holders = before.holders.filter((h) => h.active).map((h) => h.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'custom-role.update',
          entity: 'custom-role',
          entityId: id,
          detail: {
            before: { name: before.name, areas: before.areas, ypPermissions: before.ypPermissions },
            after: { name: input.name.trim(), areas: input.areas, ypPermissions: input.ypPermissions },
            holders,
          },
        });
        if (changed)
          for (const h of holders)
            await tellAccessChanged(tx, caller, h, `changed the "${input.name.trim()}" role you hold.`);
      });
      return found(caller, id);
    },

    /** Archived roles are given to nobody new; one still held by someone is moved off first. */
    async setArchived(caller: Caller, id: string, version: number, archived: boolean) {
      need(caller, 'edit');
      const role = await found(caller, id);
      // restoring makes it givable again; either way, only someone who could define it (never an API token)
      const v = decideGrant(caller, roleHolding(role));
      if (!v.ok) throw new Problem(403, 'Forbidden', v.reason, v.errors);
      const held = role.holders.filter((h) => h.active);
      if (archived && held.length)
        throw conflict(
          `${held.map((h) => h.name).join(', ')} ${held.length === 1 ? 'holds' : 'hold'} this role; give them ` +
            'another role first.',
        );
      if (!archived && (await store.forOrg(caller.orgId).customRoles.named(role.name, id)))
        throw conflict(`There is already a role called "${role.name}"; rename that one first.`);
      await store.transaction(caller.orgId, async (tx) => {
        if (!(await tx.customRoles.setArchived(id, version, archived, caller.id)))
          throw conflict('Someone changed this role meanwhile; reload it and try again.');
        await tx.audit.write({
          userId: caller.id,
          action: archived ? 'custom-role.archive' : 'custom-role.restore',
          entity: 'custom-role',
          entityId: id,
          detail: { name: role.name },
        });
      });
      return found(caller, id);
    },
  };
}
