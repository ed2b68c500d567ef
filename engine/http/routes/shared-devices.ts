// A home's shared device (a tablet on shift): a manager registers it from its own browser (a device cookie) and
// revokes it from the home's list; on it, sessions lock after the organisation's idle minutes, and staff who did
// the full sign-in there this shift come back to their session by their staff PIN (switch screen). Too many wrong
// PINs for one person on the device end their session there: they sign in fully again. The rules on who may are
// engine/access/shared-device.ts; the device token and idle rule engine/auth/shared-device.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiToken } from '../../access/api-token.ts';
import { decideSettings, isDirector } from '../../access/index.ts';
import { decideSharedDevice } from '../../access/shared-device.ts';
import { PIN_FAILURES, PIN_WINDOW_S, verifyPin } from '../../auth/pin.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  deviceTokenHash,
  IDLE_MINUTES_RANGE,
  newDeviceToken,
} from '../../auth/shared-device.ts';
import { conflict, forbidden, notFound, Problem } from '../../problem.ts';
import type { SharedDeviceRow } from '../../store/index.ts';
import { pinStore } from '../../store/pins.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';
import { SESSION_COOKIE, type SessionClaims, setSessionCookie, sharedClaims } from '../session.ts';
import { sharedDeviceOf } from '../shared-device.ts';

const tags = ['auth'];
const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const notShared = () =>
  forbidden('This browser is not a registered shared device of a home: sign in with your email and password.');

export default async function sharedDeviceRoutes(app: FastifyInstance, deps: AppDeps) {
  const { store, config, requireCaller, attemptLimits } = deps;
  // wrong PINs per person per device: never per person alone, or one tablet could lock someone out of another
  const wrongPins = attemptLimits.limiter('shared-device-pin', PIN_FAILURES, PIN_WINDOW_S);

  const shown = (d: SharedDeviceRow, thisDeviceId: string | null) => ({
    id: d.id,
    name: d.name,
    homeId: d.homeId,
    homeName: d.homeName,
    registeredByName: d.registeredByName,
    registeredAt: d.registeredAt,
    lastSeenAt: d.lastSeenAt,
    revokedAt: d.revokedAt,
    thisDevice: d.id === thisDeviceId,
  });

  app.get(
    '/api/shared-device',
    {
      schema: {
        tags,
        security: [],
        summary:
          "This browser's shared device, if it is one: its home, the idle minutes that lock it, and who signed in on it this shift (the switch screen)",
      },
    },
    async (request) => {
      const device = await sharedDeviceOf(request, store);
      if (!device) return { device: null, signedIn: [] };
      const s = store.forOrg(device.orgId);
      const [signedIn, idleMinutes] = await Promise.all([
        s.sharedDevices.signedIn(device.id),
        s.sharedDevices.idleMinutes(),
      ]);
      void s.sharedDevices.seen(device.id).catch(() => undefined);
      return {
        device: { id: device.id, name: device.name, homeName: device.homeName, idleMinutes },
        signedIn: signedIn.map((p) => ({ id: p.userId, name: p.name, signedInAt: p.signedInAt, until: p.expiresAt })),
      };
    },
  );

  app.post(
    '/api/shared-device/lock',
    {
      schema: {
        tags,
        security: [],
        summary:
          "Lock a shared device to its switch screen: this browser's session cookie goes, the session runs on for its PIN",
      },
    },
    async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { userId: string; pin: string } }>(
    '/api/shared-device/switch',
    {
      preHandler: requestLimit(attemptLimits, {
        name: 'shared-device-switch',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.ip,
      }),
      schema: {
        tags,
        security: [],
        answers: [401, 403, 409],
        summary:
          'On a shared device, come back to your session of this shift by your staff PIN (you did the full sign-in here today)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['userId', 'pin'],
          properties: {
            userId: { type: 'string', format: 'uuid' },
            pin: { type: 'string', minLength: 1, maxLength: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      const device = await sharedDeviceOf(request, store);
      if (!device) throw notShared();
      const s = store.forOrg(device.orgId);
      const { userId, pin } = request.body;
      const session = (await s.sharedDevices.signedIn(device.id)).find((p) => p.userId === userId);
      if (!session)
        throw forbidden(
          'You have not signed in on this device this shift (or your session here has ended): sign in with your email and password.',
        );
      const key = `${device.id}:${userId}`;
      const hash = (await pinStore(store.db, device.orgId).pin(userId))?.hash ?? null;
      if (!hash) throw conflict('You have no staff PIN yet: sign in with your email and password, then set one.');
      if (!(await verifyPin(pin, hash))) return wrongPin(request, reply, device, session, key);
      await wrongPins.delete(key).catch(() => undefined);
      const claims: SessionClaims = { sub: userId, org: device.orgId, sid: session.sessionId };
      const left = Math.floor((new Date(session.expiresAt).getTime() - Date.now()) / 1000);
      const token = app.jwt.sign(sharedClaims(claims, device.id, await s.sharedDevices.idleMinutes()), {
        expiresIn: Math.max(1, left),
      });
      await s.audit.write({
        userId,
        action: 'shared-device.switched',
        entity: 'user',
        entityId: userId,
        detail: { sharedDeviceId: device.id, sessionId: session.sessionId },
      });
      setSessionCookie(request, reply, token, left, true);
      return { switched: true, name: session.name };
    },
  );

  /** A wrong PIN: counted for this person on this device; the last allowed one ends their session here. */
  async function wrongPin(
    request: FastifyRequest,
    reply: FastifyReply,
    device: SharedDeviceRow,
    session: { userId: string; sessionId: string },
    key: string,
  ) {
    const seen = await wrongPins.consume(key).catch((e: unknown) => e as { consumedPoints?: number });
    const tries = seen?.consumedPoints ?? PIN_FAILURES;
    if (tries < PIN_FAILURES) {
      const left = PIN_FAILURES - tries;
      throw new Problem(
        401,
        'Unauthorised',
        `The PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before you must sign in again.`,
      );
    }
    await store.transaction(device.orgId, async (tx) => {
      await tx.sessions.end(session.sessionId, session.userId, 'pin-lockout');
      await tx.audit.write({
        userId: session.userId,
        action: 'shared-device.pin-lockout',
        entity: 'user',
        entityId: session.userId,
        detail: { sharedDeviceId: device.id, sessionId: session.sessionId, ip: request.ip },
      });
    });
    await wrongPins.delete(key).catch(() => undefined);
    reply.header('cache-control', 'no-store');
    throw new Problem(
      401,
      'Unauthorised',
      'Too many wrong PINs: your session on this device has ended. Sign in with your email and password.',
    );
  }

  app.get(
    '/api/shared-devices',
    {
      onRequest: requireCaller,
      schema: {
        tags,
        summary:
          'The homes whose shared devices you look after (none for care staff), their devices, which one this browser is, and the idle minutes that lock them',
      },
    },
    async (request) => {
      const c = request.caller;
      if (isApiToken(c)) throw forbidden('API tokens cannot see shared devices.');
      const s = store.forOrg(c.orgId);
      // the homes whose devices this person looks after (none for care staff: they see an empty list)
      const homes = (await s.people.homes(isDirector(c) ? undefined : c.homeIds)).filter(
        (h) => !h.archivedAt && decideSharedDevice(c, h.id).ok,
      );
      const [devices, here, idleMinutes] = await Promise.all([
        homes.length ? s.sharedDevices.ofHomes(homes.map((h) => h.id)) : [],
        sharedDeviceOf(request, store),
        s.sharedDevices.idleMinutes(),
      ]);
      return {
        homes: homes.map((h) => ({ id: h.id, name: h.name })),
        devices: devices.map((d) => shown(d, here?.id ?? null)),
        thisBrowser: here && here.orgId === c.orgId ? { id: here.id, name: here.name, homeName: here.homeName } : null,
        idleMinutes,
        mayChangeIdle: decideSettings(c, 'edit').ok,
      };
    },
  );

  app.post<{ Body: { homeId: string; name: string } }>(
    '/api/shared-devices',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags,
        answers: [409],
        summary:
          "Register this browser as a home's shared device (a manager of the home, from the device): short idle lock, switching by PIN",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'name'],
          properties: {
            homeId: { type: 'string', format: 'uuid' },
            name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
          },
        },
      },
    },
    async (request, reply) => {
      const c = request.caller;
      const { homeId } = request.body;
      const name = request.body.name.trim();
      const home = (await store.forOrg(c.orgId).people.homes([homeId]))[0];
      if (!home || home.archivedAt) throw notFound('The home');
      const may = decideSharedDevice(c, homeId);
      if (!may.ok) throw forbidden(may.reason);
      const already = await sharedDeviceOf(request, store);
      if (already)
        throw conflict(`This browser is already the shared device "${already.name}" of ${already.homeName}.`);
      const token = newDeviceToken();
      const { id, until } = await store.transaction(c.orgId, async (tx) => {
        const made = await tx.sharedDevices.register(homeId, name, deviceTokenHash(token), c.id);
        // the manager's own session here becomes the device's: it is listed for switching and locks when idle
        const expiresAt = await tx.sharedDevices.adopt(request.sessionId, c.id, made);
        await tx.audit.write({
          userId: c.id,
          action: 'shared-device.registered',
          entity: 'shared_device',
          entityId: made,
          detail: { homeId, name },
        });
        return { id: made, until: expiresAt };
      });
      reply.setCookie(DEVICE_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      if (until) {
        const left = Math.max(1, Math.floor((new Date(until).getTime() - Date.now()) / 1000));
        const claims = { sub: c.id, org: c.orgId, sid: request.sessionId };
        const signed = sharedClaims(claims, id, await store.forOrg(c.orgId).sharedDevices.idleMinutes());
        setSessionCookie(request, reply, app.jwt.sign(signed, { expiresIn: left }), left, true);
      }
      reply.code(201);
      const device = await store.forOrg(c.orgId).sharedDevices.one(id);
      return shown(device!, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/shared-devices/:id/revoke',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags,
        params: idParams,
        answers: [409],
        summary: "Revoke a home's shared device: every session on it ends and its cookie opens nothing",
      },
    },
    async (request, reply) => {
      const c = request.caller;
      const device = await store.forOrg(c.orgId).sharedDevices.one(request.params.id);
      if (!device) throw notFound('The shared device');
      const may = decideSharedDevice(c, device.homeId);
      if (!may.ok) throw forbidden(may.reason);
      const here = await sharedDeviceOf(request, store);
      const done = await store.transaction(c.orgId, async (tx) => {
        const out = await tx.sharedDevices.revoke(device.id, c.id);
        if (!out) throw conflict('This shared device was revoked already.');
        await tx.audit.write({
          userId: c.id,
          action: 'shared-device.revoked',
          entity: 'shared_device',
          entityId: device.id,
          detail: { homeId: device.homeId, name: device.name, sessionsEnded: out.sessionsEnded },
        });
        return out;
      });
      if (here?.id === device.id) reply.clearCookie(DEVICE_COOKIE, { path: '/' });
      return { revoked: true, sessionsEnded: done.sessionsEnded };
    },
  );

  app.put<{ Body: { minutes: number } }>(
    '/api/settings/shared-device-idle',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['settings'],
        summary: "Minutes without use before a home's shared device locks to its switch screen (the organisation's)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['minutes'],
          properties: {
            minutes: { type: 'integer', minimum: IDLE_MINUTES_RANGE.min, maximum: IDLE_MINUTES_RANGE.max },
          },
        },
      },
    },
    async (request) => {
      const c = request.caller;
      if (isApiToken(c)) throw forbidden('API tokens cannot change sign-in security; a person does this.');
      const may = decideSettings(c, 'edit');
      if (!may.ok) throw forbidden(may.reason);
      const s = store.forOrg(c.orgId);
      const before = await s.sharedDevices.idleMinutes();
      await s.sharedDevices.setIdleMinutes(request.body.minutes);
      await s.audit.write({
        userId: c.id,
        action: 'organisation.shared-device-idle',
        entity: 'organisation',
        entityId: c.orgId,
        detail: { before, after: request.body.minutes },
      });
      return { idleMinutes: request.body.minutes };
    },
  );
}
