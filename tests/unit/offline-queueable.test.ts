// What may wait on a device to be sent: a shift's own writing, never a medicine record (issue's online-only list).
import { describe, expect, it } from 'vitest';
import { mayQueue } from '../../web/src/offline/queueable.ts';

describe('records that may be written offline', () => {
  it('a shift’s own writing may be queued', () => {
    for (const kind of ['daily-log', 'incident', 'missing-episode', 'handover', 'home-check', 'key-worker-session'])
      expect(mayQueue(kind), kind).toBe(true);
  });
  it('medicines and everything else stay online-only', () => {
    for (const kind of ['medication', 'medication-error', 'medical-inventory', 'daily-summary', 'complaint-feedback'])
      expect(mayQueue(kind), kind).toBe(false);
  });
});
