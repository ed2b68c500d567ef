// Creating organisations, homes, users and young people (seeds, administration).
import { TOGGLES_ON_BY_DEFAULT } from '../../definitions/kind-toggles.ts';
import { SEED_ROWS } from '../pay/reference-rates.ts';
import type { Sql } from './db.ts';
import { seedReferenceRows } from './pay.ts';

/** A new organisation starts with the toggles that are on by default (definitions/kind-toggles.ts). */
const withDefaultToggles = (settings: Record<string, unknown> = {}) => ({
  ...settings,
  toggles: { ...TOGGLES_ON_BY_DEFAULT, ...(settings.toggles as Record<string, unknown> | undefined) },
});

export function adminStore(sql: Sql) {
  return {
    async organisationBySlug(slug: string) {
      const [row] = await sql.query<{ id: string }>(`select id from organisations where slug = $1`, [slug]);
      return row ?? null;
    },
    async createOrganisation(o: { name: string; slug: string; settings?: Record<string, unknown> }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into organisations (name, slug, settings) values ($1, $2, $3) returning id`,
        [o.name, o.slug, withDefaultToggles(o.settings)],
      );
      await seedReferenceRows(sql, SEED_ROWS, row.id);
      return row.id;
    },
    async createHome(
      orgId: string,
      h: { name: string; type: string; address?: string | null; urn?: string | null; registeredPlaces?: number | null },
    ) {
      const [row] = await sql.query<{ id: string }>(
        `insert into homes (org_id, name, type, address, urn, registered_places) values ($1, $2, $3, $4, $5, $6) returning id`,
        [orgId, h.name, h.type, h.address ?? null, h.urn ?? null, h.registeredPlaces ?? null],
      );
      return row.id;
    },
    async createUser(
      orgId: string,
      u: {
        email: string;
        name: string;
        passwordHash: string | null;
        role: string;
        isManager?: boolean;
        jobTitle?: string;
        areas?: Record<string, string>;
        ypPermissions?: Record<string, string>;
        homeIds: string[];
        dateOfBirth?: string;
      },
    ) {
      const [row] = await sql.query<{ id: string }>(
        `insert into users (org_id, email, name, password_hash, role, is_manager, job_title, areas, yp_permissions, date_of_birth)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          orgId,
          u.email,
          u.name,
          u.passwordHash,
          u.role,
          u.isManager ?? false,
          u.jobTitle ?? null,
          u.areas ?? {},
          u.ypPermissions ?? {},
          u.dateOfBirth ?? null,
        ],
      );
      for (const homeId of u.homeIds) {
        await sql.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [
          row.id,
          homeId,
          orgId,
        ]);
      }
      return row.id;
    },
    async setYpOverrides(userId: string, overrides: Record<string, Record<string, string>>) {
      await sql.query(`update users set yp_overrides = $2 where id = $1`, [userId, overrides]);
    },
    async createYoungPerson(
      orgId: string,
      y: {
        homeId: string;
        firstName: string;
        lastName: string;
        preferredName?: string;
        dateOfBirth?: string | null;
        birthYear?: number | null;
        gender?: string;
        keyWorkerId?: string | null;
        moveInDate?: string;
      },
    ) {
      const [row] = await sql.query<{ id: string }>(
        `insert into young_people (org_id, home_id, first_name, last_name, preferred_name, date_of_birth, birth_year, gender, key_worker_id, move_in_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          orgId,
          y.homeId,
          y.firstName,
          y.lastName,
          y.preferredName ?? null,
          y.dateOfBirth ?? null,
          y.birthYear ?? null,
          y.gender ?? null,
          y.keyWorkerId ?? null,
          y.moveInDate ?? null,
        ],
      );
      return row.id;
    },
  };
}
