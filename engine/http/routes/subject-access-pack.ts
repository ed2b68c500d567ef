// The schema both subject access pack routes share (a young person's, a member of staff's): the request by id, the
// stage asked for (review, or release once approved: 409 before), as JSON or PDF, and why the person takes it.
import type { PackStage } from '../../subject-access/pack.ts';
import { reasonParam } from '../export-audit.ts';
import { uuid } from '../schemas.ts';

export type PackRoute = {
  Params: { id: string; requestId: string };
  Querystring: { stage: PackStage; reason: string };
};

export const packSchema = (tags: string[], summary: string) => ({
  tags,
  summary,
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'requestId'],
    properties: { id: uuid, requestId: uuid },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['stage', 'reason'],
    properties: { stage: { type: 'string', enum: ['review', 'release'] }, reason: reasonParam },
  },
  answers: [409],
});
