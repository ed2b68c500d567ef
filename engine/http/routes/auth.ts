// Login, logout and "who am I". Login is rate limited per address and email.
import type { FastifyInstance } from 'fastify';
import { ACCESS_AREAS } from '../../definitions/types.ts';
import { administrationService } from '../../administration/service.ts';
import { verifyPassword } from '../../auth/password.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { SESSION_COOKIE, SESSION_HOURS } from '../session.ts';

export default async function authRoutes(app: FastifyInstance, { store, config, requireCaller }: AppDeps) {
  app.post<{ Body: { email: string; password: string } }>('/api/auth/login', {
    config: {
      rateLimit: {
        max: config.loginRateLimit, timeWindow: '1 minute',
        keyGenerator: (req) => `${req.ip}:${String((req.body as { email?: string } | undefined)?.email ?? '').toLowerCase()}`,
      },
    },
    schema: {
      tags: ['auth'], summary: 'Sign in with email and password; sets the session cookie',
      body: {
        type: 'object', required: ['email', 'password'], additionalProperties: false,
        properties: { email: { type: 'string', minLength: 3, maxLength: 320 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    },
  }, async (request, reply) => {
    const user = await store.findUserByEmail(request.body.email);
    const ok = await verifyPassword(request.body.password, user?.passwordHash);
    if (!user || !ok || !user.active) throw new Problem(401, 'Unauthorised', 'The email or password is not right.');
    if (user.orgSuspended) throw new Problem(403, 'Forbidden', "Your organisation's access is suspended. Please contact the product administrator.");
    const token = await reply.jwtSign({ sub: user.id, org: user.orgId }, { expiresIn: `${SESSION_HOURS}h` });
    await store.forOrg(user.orgId).audit.write({ userId: user.id, action: 'session.login', entity: 'user', entityId: user.id });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SESSION_HOURS * 3600,
    });
    return { user: await me(user.id, user.orgId) };
  });

  app.post<{ Body: { token: string; password: string } }>('/api/auth/set-password', {
    config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'], summary: 'Set a password from an invitation or reset link',
      body: { type: 'object', additionalProperties: false, required: ['token', 'password'], properties: { token: { type: 'string', minLength: 20, maxLength: 100 }, password: { type: 'string', minLength: 10, maxLength: 200 } } },
    },
  }, async (request) => administrationService({ store }).setPassword(request.body.token, request.body.password));

  app.post('/api/auth/logout', { schema: { tags: ['auth'], summary: 'Sign out (clears the session cookie)' } }, async (_request, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { onRequest: requireCaller, schema: { tags: ['auth'], summary: 'The signed-in person, their homes and permissions' } },
    async (request) => me(request.caller.id, request.caller.orgId));

  async function me(userId: string, orgId: string) {
    const s = store.forOrg(orgId);
    const [user, org] = await Promise.all([s.people.user(userId), s.people.organisation()]);
    if (!user || !org) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    const homes = await s.people.homes(user.role === 'director' ? undefined : user.homeIds);
    return {
      id: user.id, name: user.name, email: user.email, role: user.role, isManager: user.isManager, jobTitle: user.jobTitle,
      // a young person's own login: which young person they are (null for staff)
      youngPersonId: user.youngPersonId ?? null,
      orgId: org.id, orgName: org.name,
      homes: homes.filter((h) => !h.archivedAt).map((h) => ({ id: h.id, name: h.name, type: h.type })),
      areas: user.role === 'director' ? Object.fromEntries(ACCESS_AREAS.map((a) => [a, 'edit'])) : user.areas,
      ypPermissions: user.ypPermissions,
      toggles: (org.settings as { toggles?: Record<string, boolean> }).toggles ?? {},
      features: org.features ?? {},
      isProductAdmin: !!config.productAdminEmail && user.email.toLowerCase() === config.productAdminEmail.toLowerCase(),
    };
  }
}
