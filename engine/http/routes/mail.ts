// Email routes: "forgot your password" (no sign-in), a person's own email choices, and the directors' mail log.
import type { FastifyInstance } from 'fastify';
import { administrationService } from '../../administration/service.ts';
import { MAIL_CATEGORIES } from '../../mail/categories.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';

const RESET_ASKS_PER_HOUR = 10; // per address asking, whatever the email: a stranger cannot flood inboxes

export default async function mailRoutes(app: FastifyInstance, deps: AppDeps) {
  const { mail, requireCaller, attemptLimits } = deps;
  const admin = administrationService(deps);
  const asks = attemptLimits.limiter('reset-ask', RESET_ASKS_PER_HOUR, 3600);

  app.post<{ Body: { email: string } }>(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Ask for a password reset link by email; the same answer whether or not a login has the email (202)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
        },
      },
    },
    async (request, reply) => {
      await asks.consume(request.ip).catch(() => {
        throw new Problem(429, 'Too Many Requests', 'Too many reset requests from here. Try again in an hour.');
      });
      const { sent } = await admin.requestReset(request.body.email);
      return reply.code(202).send({
        sent,
        message: sent
          ? 'If a login has this email, a link to choose a new password is on its way. It works once, for 24 hours.'
          : 'Email is not set up here: ask your manager or administrator for a reset link.',
      });
    },
  );

  const choicesBody = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      MAIL_CATEGORIES.map((c) => [c.key, { type: 'string', enum: ['immediate', 'digest', 'off'] }]),
    ),
  } as const;
  app.get(
    '/api/account/email',
    { onRequest: requireCaller, schema: { tags: ['account'], summary: 'Your email choices, per category of alert' } },
    async (request) => mail.choices(request.caller),
  );
  app.put<{ Body: Record<string, string> }>(
    '/api/account/email',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['account'],
        summary: 'Change your email choices: at once, in a daily digest, or off, per category',
        body: choicesBody,
      },
    },
    async (request) => mail.setChoices(request.caller, request.body),
  );

  app.get(
    '/api/settings/mail-log',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['settings'],
        summary: "The organisation's emails (recipient, subject, status): directors only, never a link",
      },
    },
    async (request) => mail.log(request.caller),
  );
}
