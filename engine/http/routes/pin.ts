// The staff PIN over HTTP (docs/API.md "Staff PIN"): the person sets their own (with their password),
// and a manager of one of their homes, HR or a director resets it. The PIN then confirms doses, stock and witnesses.
import type { FastifyInstance } from 'fastify';
import { decidePersonChange } from '../../access/grants.ts';
import { type Caller, isYoungPersonLogin } from '../../access/index.ts';
import { decidePinReset } from '../../access/pin.ts';
import { tellAccessChanged } from '../../administration/access-notice.ts';
import { verifyPassword } from '../../auth/password.ts';
import { PASSWORD_MAX_LENGTH } from '../../auth/password-policy.ts';
import { hashPin, pinProblem } from '../../auth/pin.ts';
import { forbidden, invalid, notFound } from '../../problem.ts';
import { alertStore } from '../../store/alerts.ts';
import { auditStore } from '../../store/audit.ts';
import { pinStore } from '../../store/pins.ts';
import type { AppDeps } from '../app.ts';
import { idParams } from '../schemas.ts';

export default async function pinRoutes(app: FastifyInstance, { store, requireCaller, pinTries }: AppDeps) {
  app.addHook('onRequest', requireCaller);
  const tags = ['auth'];
  const state = (p: { hash: string | null; setAt: Date | null } | null) => ({
    set: !!p?.hash,
    setAt: p?.setAt ?? null,
  });

  app.get(
    '/api/account/pin',
    { schema: { tags, summary: 'Whether you have a staff PIN, and when it was set' } },
    async (request) => {
      if (isYoungPersonLogin(request.caller)) throw forbidden('A PIN is for staff.');
      return state(await pinStore(store.db, request.caller.orgId).pin(request.caller.id));
    },
  );

  app.put<{ Body: { currentPassword: string; pin: string } }>(
    '/api/account/pin',
    {
      schema: {
        tags,
        summary: 'Set or change your staff PIN (4 to 6 digits, not an obvious one), confirmed by your password',
        // the PIN's rules are the service's, so the answer says which one it broke (422 at /pin)
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword', 'pin'],
          properties: {
            currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
            pin: { type: 'string', minLength: 1, maxLength: 20 },
          },
        },
      },
    },
    async (request) => {
      const c = request.caller;
      if (isYoungPersonLogin(c)) throw forbidden('A PIN is for staff.');
      const me = await store.forOrg(c.orgId).people.user(c.id);
      if (!me) throw notFound('Your account');
      await pinTries.allowed(me.id);
      if (!(await verifyPassword(request.body.currentPassword, me.passwordHash))) {
        await pinTries.failed(me.id);
        throw invalid('Your password is not right.', [
          { path: '/currentPassword', message: 'does not match your password' },
        ]);
      }
      await pinTries.succeeded(me.id);
      const why = pinProblem(request.body.pin, me.dateOfBirth);
      if (why) throw invalid(`The PIN ${why}.`, [{ path: '/pin', message: why }]);
      const setAt = await store.db.transaction(async (tx) => {
        const at = await pinStore(tx, c.orgId).setPin(me.id, await hashPin(request.body.pin));
        await auditStore(tx, c.orgId).write({ userId: me.id, action: 'pin.set', entity: 'user', entityId: me.id });
        return at;
      });
      return { set: true, setAt };
    },
  );

  /** The person, once the caller may reset their PIN; another organisation's or a young person's login is 404. */
  async function staffFor(request: { caller: Caller }, id: string) {
    const u = await store.forOrg(request.caller.orgId).people.user(id);
    if (!u || u.youngPersonId) throw notFound('The member of staff');
    const may = decidePinReset(request.caller, u);
    if (!may.ok) throw forbidden(may.reason);
    return u;
  }

  app.get<{ Params: { id: string } }>(
    '/api/staff/:id/pin',
    {
      schema: { tags, summary: 'Whether a member of staff has a PIN (for those who may reset it)', params: idParams },
    },
    async (request) => {
      const u = await staffFor(request, request.params.id);
      return state(await pinStore(store.db, request.caller.orgId).pin(u.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/staff/:id/pin',
    {
      schema: {
        tags,
        summary:
          "Reset a member of staff's PIN: it stops working and they set a new one (a manager of one of their homes, HR, a director)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const u = await staffFor(request, request.params.id);
      const may = decidePersonChange(request.caller, u, 'reset-pin');
      if (!may.ok) throw forbidden(may.reason);
      await store.db.transaction(async (tx) => {
        const cleared = await pinStore(tx, request.caller.orgId).clearPin(u.id);
        await auditStore(tx, request.caller.orgId).write({
          userId: request.caller.id,
          action: 'pin.reset',
          entity: 'user',
          entityId: u.id,
          detail: { hadPin: cleared },
        });
        await tellAccessChanged(
          { alerts: alertStore(tx, request.caller.orgId) },
          request.caller,
          u.id,
          'reset your staff PIN; set a new one under your account.',
        );
      });
      return reply.code(204).send();
    },
  );
}
