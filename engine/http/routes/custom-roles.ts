// Custom roles (decision 0810): define, change, archive and restore a named set of area levels and young-person
// permissions; people are given one from their user page (customRoleId on /api/settings/users).
import type { FastifyInstance } from 'fastify';
import { customRoleService } from '../../administration/custom-roles.ts';
import type { CustomRoleInput } from '../../store/index.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt } from '../schemas.ts';

const level = (values: string[]) => ({ type: 'object', additionalProperties: { type: 'string', enum: values } });
const roleFields = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  description: { type: ['string', 'null'], maxLength: 1000 },
  areas: level(['read', 'edit']),
  ypPermissions: level(['read', 'edit', 'none']),
} as const;
const roleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'areas', 'ypPermissions'],
  properties: roleFields,
} as const;
const roleChange = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'areas', 'ypPermissions', 'version'],
  properties: { ...roleFields, version: positiveInt },
} as const;
const archiveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: positiveInt },
} as const;

export default async function customRoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const roles = customRoleService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['settings'];

  app.get(
    '/api/settings/roles',
    { schema: { tags, summary: "The organisation's custom roles, archived ones last, each with who holds it" } },
    async (r) => roles.list(r.caller),
  );
  app.get<{ Params: { id: string } }>(
    '/api/settings/roles/:id',
    { schema: { tags, summary: 'One custom role and who holds it', params: idParams } },
    async (r) => roles.get(r.caller, r.params.id),
  );
  app.post<{ Body: CustomRoleInput }>(
    '/api/settings/roles',
    {
      schema: {
        tags,
        summary: 'Define a custom role (you must hold every level it gives)',
        body: roleBody,
      },
    },
    async (r, reply) => reply.code(201).send(await roles.create(r.caller, r.body)),
  );
  app.put<{ Params: { id: string }; Body: CustomRoleInput & { version: number } }>(
    '/api/settings/roles/:id',
    {
      config: { changesAccess: true }, // every holder has the new access from their next request
      schema: {
        tags,
        summary: 'Change a custom role: every holder has it from their next request',
        params: idParams,
        body: roleChange,
      },
    },
    async (r) => roles.update(r.caller, r.params.id, r.body),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: { id: string }; Body: { version: number } }>(
      `/api/settings/roles/:id/${action}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a custom role nobody holds (it can no longer be given)'
            : 'Restore an archived custom role',
          params: idParams,
          body: archiveBody,
        },
      },
      async (r) => roles.setArchived(r.caller, r.params.id, r.body.version, archived),
    );
  }
}
