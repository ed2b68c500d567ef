// The retention review over HTTP (decision 0770): directors only, enforced in engine/retention/review.ts.
import type { FastifyInstance } from 'fastify';
import { retentionReviewService } from '../../retention/review.ts';
import type { RetentionSubject } from '../../store/retention-review.ts';
import type { AppDeps } from '../app.ts';
import { idParams, uuid } from '../schemas.ts';

const reason = { type: 'string', minLength: 3, maxLength: 2000 } as const;
const subjectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectType', 'subjectId', 'reason'],
  properties: { subjectType: { enum: ['young-person', 'record'] }, subjectId: uuid, reason },
} as const;
type SubjectBody = { subjectType: RetentionSubject; subjectId: string; reason: string };

export default async function retentionRoutes(app: FastifyInstance, deps: AppDeps) {
  const review = retentionReviewService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['retention'];

  app.get(
    '/api/retention/review',
    {
      schema: {
        tags,
        summary:
          'Case files and records whose retention period has ended, with their legal holds and proposed ' +
          'destructions (directors)',
      },
    },
    async (request) => review.review(request.caller),
  );
  app.post<{ Body: SubjectBody }>(
    '/api/retention/holds',
    {
      schema: {
        tags,
        summary: "Place a legal hold on a young person's case file or one record: nothing held is destroyed",
        body: subjectBody,
      },
    },
    async (request, reply) => {
      const { subjectType, subjectId, reason: why } = request.body;
      return reply.code(201).send(await review.placeHold(request.caller, subjectType, subjectId, why));
    },
  );
  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/api/retention/holds/:id/lift',
    {
      schema: {
        tags,
        summary: 'Lift a legal hold, saying why (the hold and its lifting stay on record)',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason } },
      },
    },
    async (request) => review.liftHold(request.caller, request.params.id, request.body.reason),
  );
  app.get(
    '/api/retention/destructions',
    {
      schema: {
        tags,
        summary: 'The destruction log: what was proposed, destroyed or withdrawn, by whom and when (never content)',
      },
    },
    async (request) => review.log(request.caller),
  );
  app.post<{ Body: SubjectBody }>(
    '/api/retention/destructions',
    {
      schema: {
        tags,
        summary: 'Propose destroying a case file or record whose period has ended; a second director approves',
        body: subjectBody,
      },
    },
    async (request, reply) => {
      const { subjectType, subjectId, reason: why } = request.body;
      return reply.code(201).send(await review.propose(request.caller, subjectType, subjectId, why));
    },
  );
  app.post<{ Params: { id: string } }>(
    '/api/retention/destructions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a proposed destruction (not its proposer): it is carried out at once, whole',
        params: idParams,
        answers: [409],
      },
    },
    async (request) => review.approve(request.caller, request.params.id),
  );
  app.post<{ Params: { id: string } }>(
    '/api/retention/destructions/:id/withdraw',
    { schema: { tags, summary: 'Withdraw a proposed destruction: nothing is destroyed', params: idParams } },
    async (request) => review.withdraw(request.caller, request.params.id),
  );
}
