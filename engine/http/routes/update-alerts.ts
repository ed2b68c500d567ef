// Update alerts: the product administrator's announcements (/api/admin/update-alerts, that account only:
// app.ts) and what each signed-in person has still to see (/api/update-alerts, never an API token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORM_ORG_SLUG } from '../../access/index.ts';
import { notFound, Problem } from '../../problem.ts';
import type { UpdateAlertInput } from '../../store/update-alerts.ts';
import { londonDate } from '../../time/london.ts';
import type { AppDeps } from '../app.ts';
import { idParams } from '../schemas.ts';

const AUDIENCE_ROLES = ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker', 'young_person'];
const day = { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatMaximum: '2999-12-31' } as const;
const alertBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'body', 'roles', 'shownFrom', 'shownTo'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    body: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' },
    roles: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: AUDIENCE_ROLES },
      description: 'Who sees it, by role',
    },
    shownFrom: { ...day, description: 'First day shown (London)' },
    shownTo: { ...day, description: 'Last day shown (London)' },
  },
} as const;

export default async function updateAlertRoutes(app: FastifyInstance, deps: AppDeps) {
  const alerts = deps.store.updateAlerts;
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['update alerts'];
  const checkDates = (a: UpdateAlertInput) => {
    if (a.shownTo < a.shownFrom)
      throw new Problem(422, 'Unprocessable', 'The last day shown is before the first.', [
        { path: '/shownTo', message: 'is before the first day shown' },
      ]);
  };
  const audit = (r: FastifyRequest, action: string, id: string, detail: Record<string, unknown> = {}) =>
    deps.store
      .forOrg(r.caller.orgId)
      .audit.write({ userId: r.caller.id, action, entity: 'update-alert', entityId: id, detail });

  app.get(
    '/api/admin/update-alerts',
    { schema: { tags, summary: 'Every update alert, with how many have read it and how many its roles reach' } },
    async () => ({ alerts: await alerts.list(), roles: AUDIENCE_ROLES }),
  );
  app.post<{ Body: UpdateAlertInput }>(
    '/api/admin/update-alerts',
    { schema: { tags, summary: 'Write an update alert', body: alertBody } },
    async (r, reply) => {
      checkDates(r.body);
      const id = await alerts.add(r.body, r.caller.id);
      await audit(r, 'update-alert.create', id, { title: r.body.title, roles: r.body.roles });
      return reply.code(201).send({ id });
    },
  );
  app.put<{ Params: { id: string }; Body: UpdateAlertInput }>(
    '/api/admin/update-alerts/:id',
    { schema: { tags, summary: 'Change an update alert (who has read it stays)', params: idParams, body: alertBody } },
    async (r) => {
      checkDates(r.body);
      if (!(await alerts.update(r.params.id, r.body))) throw notFound('The update alert');
      await audit(r, 'update-alert.update', r.params.id, { title: r.body.title, roles: r.body.roles });
      return { id: r.params.id };
    },
  );
  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/admin/update-alerts/:id/${path}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Stop showing an update alert (kept, with its reads)'
            : 'Show an archived update alert again',
          params: idParams,
        },
      },
      async (r) => {
        if (!(await alerts.setArchived(r.params.id, archived))) throw notFound('The update alert');
        await audit(r, `update-alert.${path}`, r.params.id);
        return { id: r.params.id, archived };
      },
    );
  }

  app.get(
    '/api/update-alerts',
    { schema: { tags, summary: 'Update alerts for my role shown today that I have not yet dismissed' } },
    // the product administrator writes them and is nobody's audience (their platform login is a director's)
    async (r) => ({
      alerts:
        r.caller.orgSlug === PLATFORM_ORG_SLUG
          ? []
          : await alerts.unread(r.caller.id, r.caller.role, londonDate(new Date())),
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/update-alerts/:id/read',
    { schema: { tags, summary: 'Dismiss an update alert: it is not shown to me again', params: idParams } },
    async (r) => {
      if (!(await alerts.markRead(r.params.id, r.caller.id, r.caller.role))) throw notFound('The update alert');
      return { id: r.params.id, read: true };
    },
  );
}
