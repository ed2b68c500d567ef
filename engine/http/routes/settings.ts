// Organisation administration: settings and toggles, sign-off rules, homes, users and leavers,
// and the organisation's own versions of record definitions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideSettings, isProductAdministrator } from '../../access/index.ts';
import {
  DASHBOARD_LAYOUTS,
  type DashboardLayout,
  dashboardLayoutService,
} from '../../administration/dashboard-layout.ts';
import { administrationService, type Departure, type HomeInput } from '../../administration/service.ts';
import { definitionEditing, type Scope } from '../../definitions/editing.ts';
import type { RecordDefinition } from '../../definitions/types.ts';
import { forbidden } from '../../problem.ts';
import type { UserInput } from '../../store/administration.ts';
import type { AppDeps } from '../app.ts';
import { idParams, kindParams, positiveInt, uuid } from '../schemas.ts';

/** A protected field: where it is, what it must stay, and every rule, duty, figure or chart reading it. */
const protectedFieldsReply = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'pointer', 'type', 'values', 'readers'],
    properties: {
      path: { type: 'string' },
      pointer: { type: 'string' },
      type: { type: ['string', 'null'] },
      values: { type: 'array', items: { type: 'string' } },
      readers: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['reader', 'why'],
          properties: { reader: { type: 'string' }, why: { type: 'string' } },
        },
      },
    },
  },
};

const level = (values: string[]) => ({ type: 'object', additionalProperties: { type: 'string', enum: values } });
export const userBody = {
  type: 'object',
  additionalProperties: false,
  required: [
    'email',
    'name',
    'role',
    'isManager',
    'areas',
    'ypPermissions',
    'homeIds',
    'showInRota',
    'removeFromRota',
    'removeFromRotaHomes',
  ],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 320 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    role: { type: 'string', enum: ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker'] },
    isManager: { type: 'boolean' },
    jobTitle: { type: ['string', 'null'], maxLength: 200 },
    areas: level(['read', 'edit']),
    ypPermissions: level(['read', 'edit', 'none']),
    ypOverrides: { type: 'object', additionalProperties: level(['read', 'edit', 'none']) },
    homeIds: { type: 'array', items: uuid, uniqueItems: true },
    showInRota: { type: 'boolean' },
    removeFromRota: { type: 'boolean' },
    removeFromRotaHomes: { type: 'array', items: uuid, uniqueItems: true },
    dateOfBirth: { type: ['string', 'null'], format: 'date' },
    // a custom role (decision 0810): its areas and permissions replace those sent
    customRoleId: { anyOf: [uuid, { type: 'null' }] },
  },
} as const;
export const definitionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['definition', 'baseVersion'],
  properties: { definition: { type: 'object' }, baseVersion: positiveInt, note: { type: 'string', maxLength: 500 } },
} as const;
export const rollbackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['toVersionId', 'baseVersion'],
  properties: { toVersionId: positiveInt, baseVersion: positiveInt },
} as const;
const homeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: ['support_accomodation_for_older_children', 'children_home'] },
    address: { type: ['string', 'null'], maxLength: 500 },
    // the on-call manager's number, shown to staff writing a notifiable incident or missing episode offline
    onCallPhone: { type: ['string', 'null'], maxLength: 40, pattern: '^[0-9 +()-]*$' },
  },
} as const;

export default async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const admin = administrationService(deps);
  const editing = definitionEditing({ ...deps, productAdminEmail: deps.config.productAdminEmail });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['settings'];

  // the dashboard's layout (SPEC §9 enableNewDashboard): read by everyone signed in, chosen by a director
  const layouts = dashboardLayoutService(deps);
  app.get(
    '/api/dashboard/layout',
    {
      schema: { tags: ['dashboard'], summary: 'The dashboard layout: classic, or new while enableNewDashboard is on' },
    },
    async (r) => layouts.layout(r.caller),
  );
  app.put<{ Body: { layout: DashboardLayout } }>(
    '/api/dashboard/layout',
    {
      config: { changesAccess: true }, // the organisation's settings, kept by each process
      schema: {
        tags: ['dashboard'],
        summary: 'Choose the dashboard layout (directors, while enableNewDashboard is on)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['layout'],
          properties: { layout: { type: 'string', enum: DASHBOARD_LAYOUTS } },
        },
      },
    },
    async (r) => layouts.choose(r.caller, r.body.layout),
  );

  app.get(
    '/api/settings/organisation',
    { schema: { tags, summary: 'The organisation, its settings and toggles' } },
    async (r) => admin.organisation(r.caller),
  );
  app.put<{
    Body: {
      name?: string;
      toggles?: Record<string, boolean | number>;
      moveInChecklist?: string[];
      company?: Record<string, string | null>;
    };
  }>(
    '/api/settings/organisation',
    {
      config: { changesAccess: true }, // its toggles decide what every save accepts; kept by each process
      schema: {
        tags,
        summary: 'Change the organisation name, toggles (SPEC §9), move-in checklist or company details (/company)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            // the one number is signoffReminderDays; the reminder scan reads it as days (up to a year)
            toggles: {
              type: 'object',
              additionalProperties: { type: ['boolean', 'integer'], minimum: 1, maximum: 365 },
            },
            moveInChecklist: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 300 }, maxItems: 200 },
            company: {
              type: 'object',
              additionalProperties: false,
              properties: {
                registeredName: { type: ['string', 'null'], maxLength: 200 },
                companyNumber: {
                  type: ['string', 'null'],
                  pattern: '^([0-9]{8}|[A-Z]{2}[0-9]{6})?$',
                  description: 'Companies House number',
                },
                address: { type: ['string', 'null'], maxLength: 500 },
                providerUrn: {
                  type: ['string', 'null'],
                  pattern: '^([A-Z]{0,3}[0-9]{6,8})?$',
                  description: 'Ofsted provider URN',
                },
                responsibleIndividual: { type: ['string', 'null'], maxLength: 200 },
                dataProtectionContact: { type: ['string', 'null'], maxLength: 300 },
              },
            },
          },
        },
      },
    },
    async (r) => admin.updateOrganisation(r.caller, r.body),
  );

  app.get(
    '/api/settings/signoff-rules',
    { schema: { tags, summary: 'The sign-off option of every record category' } },
    async (r) => admin.signoffRules(r.caller),
  );
  app.put<{ Params: { option: string }; Body: { mode: 'none' | 'default' | 'custom'; users: string[] } }>(
    '/api/settings/signoff-rules/:option',
    {
      schema: {
        tags,
        summary: 'Set a sign-off option: none, default, or custom with the chosen people (governs the next submit)',
        params: { type: 'object', properties: { option: { type: 'string', pattern: '^[A-Za-z]{1,40}$' } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mode', 'users'],
          properties: {
            mode: { type: 'string', enum: ['none', 'default', 'custom'] },
            users: { type: 'array', items: uuid, uniqueItems: true },
          },
        },
      },
    },
    async (r) => admin.setSignoffRule(r.caller, r.params.option, r.body),
  );

  app.get(
    '/api/settings/homes',
    { schema: { tags, summary: 'Every home, with the non-operational flag of SPEC §9' } },
    async (r) => admin.homes(r.caller),
  );
  app.post<{ Body: HomeInput }>(
    '/api/settings/homes',
    { schema: { tags, summary: 'Add a home', body: homeBody } },
    async (r, reply) => reply.code(201).send(await admin.saveHome(r.caller, null, r.body)),
  );
  app.put<{ Params: { id: string }; Body: HomeInput }>(
    '/api/settings/homes/:id',
    { config: { changesAccess: true }, schema: { tags, summary: 'Change a home', params: idParams, body: homeBody } },
    async (r) => admin.saveHome(r.caller, r.params.id, r.body),
  );
  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/settings/homes/:id/${path}`,
      {
        config: { changesAccess: true },
        schema: { tags, summary: `${archived ? 'Archive' : 'Restore'} a home`, params: idParams },
      },
      async (r) => admin.setHomeArchived(r.caller, r.params.id, archived),
    );
  }

  app.get(
    '/api/settings/users',
    { schema: { tags, summary: 'Every user of the organisation, with permissions' } },
    async (r) => admin.users(r.caller),
  );
  app.post<{ Body: UserInput }>(
    '/api/settings/users',
    {
      schema: {
        tags,
        summary: 'Create a user; the invitation is emailed to them, or (without email) its link returned once',
        body: userBody,
      },
    },
    async (r, reply) => reply.code(201).send(await admin.addUser(r.caller, r.body, { viaToken: !!r.apiTokenId })),
  );
  app.put<{ Params: { id: string }; Body: UserInput }>(
    '/api/settings/users/:id',
    {
      config: { changesAccess: true },
      schema: { tags, summary: "Change a user's role, areas, homes, rota flags", params: idParams, body: userBody },
    },
    async (r) => admin.updateUser(r.caller, r.params.id, r.body),
  );
  app.post<{ Params: { id: string } }>(
    '/api/settings/users/:id/reset-password',
    {
      schema: {
        tags,
        summary: 'A one-time password reset link: emailed to the person, or (without email) returned once',
        params: idParams,
      },
    },
    async (r) => admin.resetPassword(r.caller, r.params.id, { viaToken: !!r.apiTokenId }),
  );
  app.post<{ Params: { id: string }; Body: Departure }>(
    '/api/settings/users/:id/deactivate',
    {
      config: { changesAccess: true },
      schema: {
        tags,
        summary: 'A leaver: carry out the staff-departure options and remove their login',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['pendingTasks', 'stopRecurring', 'deleteSignoffsAndAlerts'],
          properties: {
            pendingTasks: { type: 'string', enum: ['reassign', 'cancel', 'keep'] },
            reassignTo: { anyOf: [uuid, { type: 'null' }] },
            stopRecurring: { type: 'boolean' },
            deleteSignoffsAndAlerts: { type: 'boolean' },
          },
        },
      },
    },
    async (r) => admin.deactivate(r.caller, r.params.id, r.body),
  );

  // The organisation's own versions of a record definition (over the product default)
  app.get<{ Params: { kind: string } }>(
    '/api/settings/definitions/:kind/versions',
    { schema: { tags, summary: 'Versions of a record definition', params: kindParams } },
    async (r) => editing.versions(r.caller, r.params.kind),
  );
  // A version whole, or two compared, are for whoever may see the list of versions (settings read, the
  // product administrator) — not a young person's login nor staff without the settings area.
  const mayReadVersions = async (r: FastifyRequest) => {
    const v = decideSettings(r.caller, 'read');
    if (!v.ok && !isProductAdministrator(r.caller, deps.config.productAdminEmail)) throw forbidden(v.reason);
  };
  app.get<{ Params: { kind: string; id: number } }>(
    '/api/settings/definitions/:kind/versions/:id',
    {
      preHandler: mayReadVersions,
      schema: {
        tags,
        summary: 'One version, whole',
        params: { type: 'object', properties: { kind: kindParams.properties.kind, id: positiveInt } },
      },
    },
    async (r) => editing.version(r.caller, r.params.kind, r.params.id),
  );
  app.get<{ Params: { kind: string } }>(
    '/api/settings/definitions/:kind/protected-fields',
    {
      preHandler: mayReadVersions,
      schema: {
        tags,
        summary: 'Fields the product reads (hide, do not remove or retype), each with its readers',
        params: kindParams,
        response: { 200: protectedFieldsReply },
      },
    },
    async (r) => editing.protectedFields(r.params.kind),
  );
  app.get<{ Params: { kind: string }; Querystring: { from: number; to: number } }>(
    '/api/settings/definitions/:kind/compare',
    {
      preHandler: mayReadVersions,
      schema: {
        tags,
        summary: 'What changed between two versions',
        params: kindParams,
        querystring: {
          type: 'object',
          required: ['from', 'to'],
          additionalProperties: false,
          properties: { from: positiveInt, to: positiveInt },
        },
      },
    },
    async (r) => editing.compare(r.caller, r.params.kind, r.query.from, r.query.to),
  );
  for (const [prefix, scope] of [
    ['/api/settings', 'organisation'],
    ['/api/admin', 'product'],
  ] as [string, Scope][]) {
    app.post<{ Params: { kind: string }; Body: { definition: RecordDefinition; baseVersion: number; note?: string } }>(
      `${prefix}/definitions/:kind/versions`,
      {
        schema: {
          tags,
          summary: `Save a new ${scope} version of a definition`,
          params: kindParams,
          body: definitionBody,
        },
      },
      async (r, reply) => reply.code(201).send(await editing.publish(r.caller, r.params.kind, { ...r.body, scope })),
    );
    app.post<{ Params: { kind: string }; Body: { toVersionId: number; baseVersion: number } }>(
      `${prefix}/definitions/:kind/rollback`,
      {
        schema: {
          tags,
          summary: `Roll the ${scope} definition back to an earlier version (as a new version)`,
          params: kindParams,
          body: rollbackBody,
        },
      },
      async (r, reply) => reply.code(201).send(await editing.rollback(r.caller, r.params.kind, { ...r.body, scope })),
    );
  }
}
