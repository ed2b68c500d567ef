// Staff over HTTP: employees and agency staff with compliance, the staff profile's header,
// applications made into employees, and the activity audit of staff records.
import type { FastifyInstance } from 'fastify';
import { Problem } from '../../problem.ts';
import { staffService } from '../../staff/service.ts';
import { staffSubjectAccessService } from '../../staff/subject-access.ts';
import type { PackStage } from '../../subject-access/pack.ts';
import { packPdf } from '../../subject-access/pdf.ts';
import type { AppDeps } from '../app.ts';
import { idParams, reportDay, uuid } from '../schemas.ts';
import { type PackRoute, packSchema } from './subject-access-pack.ts';

const tags = ['staff'];
const COMPLIANCE = ['attention', 'ok'] as const;

/** The activity cursor: the last line's time, record and version, as opaque base64url JSON. */
const encode = (n: { at: string; id: string; version: number } | null) =>
  n ? Buffer.from(JSON.stringify(n)).toString('base64url') : null;
function decode(cursor: string | undefined) {
  if (!cursor) return undefined;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      at: string;
      id: string;
      version: number;
    };
    const at = new Date(v.at);
    if (
      Number.isNaN(at.getTime()) ||
      at.getUTCFullYear() < 1 ||
      at.getUTCFullYear() > 9999 ||
      !/^[0-9a-f-]{36}$/i.test(v.id) ||
      !Number.isInteger(v.version) ||
      v.version < 1 ||
      v.version > 2147483647
    )
      throw new Error('bad');
    // the time as written (to the microsecond), once it is known to be a real one
    return {
      at: typeof v.at === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(v.at) ? v.at : at.toISOString(),
      id: v.id,
      version: v.version,
    };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this list gave.', [
      { path: '/cursor', message: 'is not a cursor of this list' },
    ]);
  }
}

export default async function staffRoutes(app: FastifyInstance, deps: AppDeps) {
  const staff = staffService(deps);
  const subjectAccess = staffSubjectAccessService(deps);
  app.addHook('onRequest', deps.requireCaller);

  const attachment = (stage: PackStage, requestId: string, ext: string) =>
    `attachment; filename="staff-subject-access-${stage}-${requestId}.${ext}"`;

  app.get<PackRoute>(
    '/api/staff/:id/subject-access/:requestId/pack',
    {
      schema: packSchema(
        tags,
        "A member of staff's subject access pack: everything held about them as JSON, for review (the children and " +
          'others named found) or, once approved on the request, released with the marked words redacted (HR, directors)',
      ),
    },
    async (request, reply) => {
      const { id, requestId } = request.params;
      const pack = await subjectAccess.pack(
        request.caller,
        id,
        requestId,
        request.query.stage,
        'json',
        request.query.reason,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(request.query.stage, requestId, 'json'))
        .send(pack);
    },
  );

  app.get<PackRoute>(
    '/api/staff/:id/subject-access/:requestId/pdf',
    {
      schema: packSchema(
        tags,
        "A member of staff's subject access pack as a readable PDF (contents page, records in date order with their " +
          'history), for review or released with the marked words redacted (HR, directors)',
      ),
    },
    async (request, reply) => {
      const { id, requestId } = request.params;
      const pack = await subjectAccess.pack(
        request.caller,
        id,
        requestId,
        request.query.stage,
        'pdf',
        request.query.reason,
      );
      const pdf = await packPdf(deps.registry, pack);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(request.query.stage, requestId, 'pdf'))
        .send(pdf);
    },
  );

  app.get<{
    Querystring: {
      home?: string;
      role?: string;
      status?: 'active' | 'left' | 'all';
      compliance?: 'attention' | 'ok';
      agency?: boolean;
    };
  }>(
    '/api/hr/employees',
    {
      schema: {
        tags,
        summary:
          'Employees (or agency staff) with role, homes, start date, contract, status and compliance at a glance',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            home: uuid,
            role: { type: 'string', enum: ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker'] },
            status: { type: 'string', enum: ['active', 'left', 'all'] },
            compliance: { type: 'string', enum: [...COMPLIANCE] },
            agency: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      return staff.employees(request.caller, {
        homeId: q.home,
        role: q.role,
        status: q.status,
        compliance: q.compliance,
        agency: q.agency,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/:id/profile',
    {
      schema: {
        tags,
        summary:
          "A staff member's profile: who they are, compliance, and the record kinds of each tab the caller may open",
        params: idParams,
      },
    },
    async (request) => staff.profile(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string }; Querystring: { from: string; to: string } }>(
    '/api/staff/:id/clockings',
    {
      schema: {
        tags,
        summary:
          "A staff member's clock-in and clock-out history from the rota (feature enableHrDailyInOut), read-only",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: reportDay, to: reportDay },
        },
      },
    },
    async (request) => staff.clockings(request.caller, request.params.id, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/:id/accidents',
    {
      schema: {
        tags,
        summary: 'Accident book entries naming a staff member as the person hurt or ill (each held to the read rule)',
        params: idParams,
      },
    },
    async (request) => staff.accidents(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/applications/:id/hiring',
    {
      schema: {
        tags,
        summary: 'The safer-recruitment checks an application still lacks, and whether it was made an employee',
        params: idParams,
      },
    },
    async (request) => staff.hiring(request.caller, request.params.id),
  );

  app.post<{
    Params: { id: string };
    Body: { role: 'staff' | 'manager'; jobTitle?: string; email?: string; riskAssessedReason?: string };
  }>(
    '/api/applications/:id/make-employee',
    {
      schema: {
        tags,
        summary:
          'Make an applicant an employee: refused until every check is recorded or a manager records a risk-assessed reason; creates the login (invitation link) and carries the checks into the profile',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['role'],
          properties: {
            role: { type: 'string', enum: ['staff', 'manager'] },
            jobTitle: { type: 'string', minLength: 1, maxLength: 200 },
            email: { type: 'string', format: 'email', maxLength: 320 },
            riskAssessedReason: { type: 'string', minLength: 1, maxLength: 5000 },
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await staff.makeEmployee(request.caller, request.params.id, request.body, new Date(), {
          viaToken: !!request.apiTokenId,
        }),
      ),
  );

  app.get<{ Querystring: { staff?: string; cursor?: string; limit?: number } }>(
    '/api/hr/activity-audit',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'Who changed what on staff records, newest first (each line held to the read rule)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            staff: uuid,
            cursor: { type: 'string', maxLength: 500 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await staff.activity(request.caller, { staffId: q.staff, before: decode(q.cursor), limit: q.limit });
      return { items: page.items, nextCursor: encode(page.next) };
    },
  );
}
