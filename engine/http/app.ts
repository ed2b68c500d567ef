// The Fastify application: plugins, the problem handler, the API routes and the built web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isProductAdministrator } from '../access/index.ts';
import { type AttemptLimits, attemptLimits } from '../auth/attempt-limits.ts';
import { PIN_FAILURES, PIN_WINDOW_S, type PinTries, pinTries } from '../auth/pin.ts';
import type { Config } from '../config.ts';
import type { ReferenceList } from '../definitions/lists.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { JobsHealth } from '../jobs/health.ts';
import { type MailService, mailService } from '../mail/service.ts';
import { Problem } from '../problem.ts';
import { type RecordService, recordService } from '../records/service.ts';
import type { Store } from '../store/index.ts';
import { refuseTokensOnPersonalRoutes } from './api-tokens.ts';
import { installCompression } from './compression.ts';
import { auditExportsOn } from './export-audit.ts';
import { installInputGuard } from './input-guard.ts';
import { installOpenApi } from './openapi.ts';
import { clientProblem, frameworkProblem, installProblemHandler, sendProblem } from './problem.ts';
import { type RememberedAccess, rememberedAccess } from './remembered.ts';
import { installReplicaReads } from './replica-reads.ts';
import accountRoutes from './routes/accounts.ts';
import alertRoutes from './routes/alerts.ts';
import authRoutes from './routes/auth.ts';
import calendarRoutes from './routes/calendar.ts';
import chartRoutes from './routes/charts.ts';
import customRoleRoutes from './routes/custom-roles.ts';
import dataMigrationRoutes from './routes/data-migration.ts';
import definitionRoutes from './routes/definitions.ts';
import developerRoutes from './routes/developer.ts';
import documentRoutes from './routes/documents.ts';
import dutyRoutes from './routes/duties.ts';
import exportRoutes from './routes/exports.ts';
import healthRoutes from './routes/health.ts';
import helpRoutes from './routes/help.ts';
import homeRoutes from './routes/home.ts';
import homeRecordRoutes from './routes/home-records.ts';
import leaveRoutes from './routes/leave.ts';
import mailRoutes from './routes/mail.ts';
import medicationRoutes from './routes/medication.ts';
import onboardingRoutes from './routes/onboarding.ts';
import payRoutes from './routes/pay.ts';
import peopleRoutes from './routes/people.ts';
import pinRoutes from './routes/pin.ts';
import platformRoutes from './routes/platform.ts';
import qualityRoutes from './routes/quality.ts';
import recordRoutes from './routes/records.ts';
import retentionRoutes from './routes/retention.ts';
import returnRoutes from './routes/returns.ts';
import rewriteRoutes from './routes/rewrite.ts';
import rotaRoutes from './routes/rota.ts';
import secondFactorRoutes from './routes/second-factor.ts';
import securityRoutes from './routes/security.ts';
import settingsRoutes from './routes/settings.ts';
import sharedDeviceRoutes from './routes/shared-devices.ts';
import shiftPackRoutes from './routes/shift-pack.ts';
import signoffRoutes from './routes/signoffs.ts';
import singleSignOnRoutes from './routes/single-sign-on.ts';
import staffRoutes from './routes/staff.ts';
import taskRoutes from './routes/tasks.ts';
import trainingRoutes from './routes/training.ts';
import transferRoutes from './routes/transfers.ts';
import updateAlertRoutes from './routes/update-alerts.ts';
import youngPersonRoutes from './routes/young-people.ts';
import { installSameOrigin } from './same-origin.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { installSession, SESSION_COOKIE } from './session.ts';
import { installValidation } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    remembered: RememberedAccess;
  }
  /**
   * changesAccess: the route changes who may do what, or a row each process keeps (an organisation's settings, a home);
   * it answers once this process has heard that.
   */
  interface FastifyContextConfig {
    changesAccess?: boolean;
  }
}

export interface AppInput {
  config: Config;
  store: Store;
  registry: DefinitionRegistry;
  lists: ReferenceList[];
  jwtSecret: string;
  jobsHealth: () => Promise<JobsHealth>;
}
export interface AppDeps extends AppInput {
  records: RecordService;
  requireCaller: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  /** failed sign-ins, PIN tries and request limits (request-limits.ts), counted across API processes */
  attemptLimits: AttemptLimits;
  pinTries: PinTries;
  /** Email (engine/mail): queued with the change that causes it, sent by the workers. */
  mail: MailService;
}

export const BODY_LIMIT = 1024 * 1024; // 1 MB: generous for any form; files go through the document locker

/** Requests at debug (LOG_LEVEL=debug): at info a line per request drowned `npm start`'s banner. Errors stay errors. */
class QuietRequests extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
  override routeNotFound(request: FastifyRequest) {
    if (!this.isLogDisabled(request))
      request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}

export async function buildApp(input: AppInput) {
  const app = Fastify({
    logger: { level: input.config.logLevel },
    logController: new QuietRequests(),
    bodyLimit: BODY_LIMIT,
    // a URL that does not decode, or a path parameter over its limit, is a problem+json like any other
    frameworkErrors: frameworkProblem,
    clientErrorHandler: clientProblem, // what Node's parser refuses (431 headers too large…), as problem+json too
    // Behind a TLS proxy: request.protocol, host and ip as the browser sees them (TRUST_PROXY).
    trustProxy: input.config.trustProxy,
  });
  installValidation(app); // bodies are never coerced (validation.ts); unknown fields are refused
  installProblemHandler(app);
  installInputGuard(app);

  installSecurityHeaders(app);
  installCompression(app);
  installSameOrigin(app); // state-changing requests from other sites refused, before any route's hooks
  await app.register(cookie);
  // before any route is declared: it wraps the handlers of heavy reads
  installReplicaReads(app, input.store.db, input.config.database.replica?.maxLagMs ?? 0);
  // Verified session tokens are kept (fast-jwt's LRU, capped at each token's expiry): decoding and checking the same
  // cookie on every request of a shift was 5 % of a read's CPU. Keyed by fast-jwt's hash of the token (a key of our
  // own is warned against at start). What a token may still do is decided per request from the session and the
  // person (session.ts), not by this cache.
  await app.register(jwt, {
    secret: input.jwtSecret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    verify: { cache: 2000 },
  });
  await installOpenApi(app, SESSION_COOKIE); // security, operation ids and 4xx answers on every operation
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const remembered = rememberedAccess(input.store);
  await remembered.start();
  app.decorate('remembered', remembered);
  app.addHook('onClose', () => remembered.close());
  app.addHook('onClose', () => input.store.recordViews.close()); // views read but not yet written
  const attempts = attemptLimits(input.config.redisUrl, input.config.jobsPrefix);
  app.addHook('onClose', () => attempts.close());
  await attempts.ready(); // the first sign-ins after a start are counted in Redis too, not in this process alone
  const deps: AppDeps = {
    ...input,
    records: recordService({ ...input, remembered }),
    requireCaller: installSession(app, remembered, input.store),
    attemptLimits: attempts,
    pinTries: pinTries(attempts.limiter('pin', PIN_FAILURES, PIN_WINDOW_S)),
    mail: mailService({ store: input.store, settings: input.config.mail }),
  };
  // Hooks that concern some routes only are attached to those routes as they are declared, so that
  // every other request (a save, a read) does not pass through them.
  const adminOnly = async (request: FastifyRequest) => {
    if (!(request.caller && isProductAdministrator(request.caller, input.config.productAdminEmail))) {
      throw new Problem(403, 'Forbidden', 'Only the product administrator can use this.');
    }
  };
  // So that, in this process at least, a refusal holds from the moment the administrator is told "done".
  const afterAccessHeard = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400) await remembered.settled();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    // Every /api/admin route is the product administrator's alone (SPEC §6), whoever else asks.
    if (route.url.startsWith('/api/admin/')) route.preHandler = [adminOnly, ...[route.preHandler ?? []].flat()];
    if (route.config?.changesAccess) route.onSend = [...[route.onSend ?? []].flat(), afterAccessHeard];
    auditExportsOn(route, input.store); // every personal-data export in the audit: who, what and why
  });
  refuseTokensOnPersonalRoutes(app); // a person's own account, sessions and the product administrator's routes
  await app.register(async (scope) => dataMigrationRoutes(scope, deps)); // the product administrator's (/api/admin)
  for (const routes of [developerRoutes, updateAlertRoutes]) await app.register(async (scope) => routes(scope, deps));
  for (const routes of [helpRoutes, onboardingRoutes, rewriteRoutes])
    await app.register(async (scope) => routes(scope, deps));
  for (const routes of [
    healthRoutes,
    authRoutes,
    secondFactorRoutes,
    singleSignOnRoutes,
    securityRoutes,
    sharedDeviceRoutes,
    mailRoutes,
    definitionRoutes,
    peopleRoutes,
    shiftPackRoutes,
    youngPersonRoutes,
    documentRoutes,
    recordRoutes,
    taskRoutes,
    alertRoutes,
    signoffRoutes,
    settingsRoutes,
    customRoleRoutes,
    platformRoutes,
    chartRoutes,
    accountRoutes,
    medicationRoutes,
    homeRoutes,
    returnRoutes,
    pinRoutes,
    homeRecordRoutes,
    rotaRoutes,
    staffRoutes,
    trainingRoutes,
    leaveRoutes,
    payRoutes,
    calendarRoutes,
    transferRoutes,
    qualityRoutes,
    dutyRoutes,
    retentionRoutes,
    exportRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps));
  }

  // The built web app; any other non-API path gets index.html (client-side routing).
  const dist = input.config.webDist;
  const indexHtml = join(dist, 'index.html');
  // wildcard: files are looked up per request, so a rebuilt app's new chunks are served without a restart
  // A folder's address ("/", "/assets/") is the app's, not a file: static would answer it 403.
  if (existsSync(indexHtml))
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      allowedPath: (path) => !path.endsWith('/'),
      // the build writes .br and .gz beside each text file (web/build/precompress.ts): no compressing per request
      preCompressed: true,
      setHeaders: (reply, path) => {
        // a built chunk's name carries its content's hash: a new build makes new names, so the old can be kept forever
        if (/[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    // The router answers 414 for a path parameter over its limit only when no other route matches; the web app's
    // wildcard (above) matches every GET, so an over-long /api/ address would otherwise end here as a 404.
    if (/^\/api\//.test(request.url) && overLongSegment(request.url, app.initialConfig.maxParamLength ?? 100)) {
      return sendProblem(
        reply,
        new Problem(414, 'URI too long', 'The address or one of its path parameters is too long.'),
      );
    }
    if (/^\/api(\/|\?|$)/.test(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(
        reply,
        new Problem(404, 'Not found', `There is no ${request.method} ${request.url.split('?')[0]}.`),
      );
    }
    if (!existsSync(indexHtml))
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
    return reply.type('text/html').send(readFileSync(indexHtml));
  });
  return app;
}

/** Whether any segment of the address's path, decoded, is longer than the router allows a path parameter to be. */
function overLongSegment(url: string, max: number) {
  return url
    .split('?')[0]
    .split('/')
    .some((segment) => {
      try {
        return decodeURIComponent(segment).length > max;
      } catch {
        return segment.length > max;
      }
    });
}
