// The controls on a child's money and petty cash (engine/accounts/controls.ts): two people, signatures, receipts,
// the spending limit, counts over the tolerance, transfers and their reversal, advances and hand-overs.
import { describe, expect, it } from 'vitest';
import {
  advanceOutstanding,
  confirmationFaults,
  countAlerts,
  handoverFaults,
  handoverWords,
  needsApproval,
  receiptFaults,
  signatureProblem,
  transferLines,
  transferReversal,
} from '../../engine/accounts/controls.ts';
import { balanceByPot, balanceOf } from '../../engine/accounts/money.ts';
import { signaturePng } from '../../engine/accounts/signature-png.ts';

describe('two people for a child’s money', () => {
  it('needs a second member of staff or the young person’s signature', () => {
    expect(confirmationFaults('in', { witnessed: false, youngPersonSigned: false })).toEqual([
      { path: '/witness', message: "is required: a second member of staff's PIN, or the young person's signature" },
    ]);
    expect(confirmationFaults('in', { witnessed: true, youngPersonSigned: false })).toEqual([]);
    expect(confirmationFaults('in', { witnessed: false, youngPersonSigned: true })).toEqual([]);
    expect(confirmationFaults('out', { witnessed: true, youngPersonSigned: true })).toEqual([]);
  });
  it('a return without the young person’s signature says why; money in does not need to', () => {
    const paths = (reason?: string) =>
      confirmationFaults('out', { witnessed: true, youngPersonSigned: false, reason }).map((f) => f.path);
    expect(confirmationFaults('out', { witnessed: true, youngPersonSigned: false })).toEqual([
      {
        path: '/notAcknowledgedReason',
        message: 'is required when the young person did not sign for what was returned to them',
      },
    ]);
    expect(paths('   ')).toEqual(['/notAcknowledgedReason']);
    expect(paths('At college; signs tonight')).toEqual([]);
    expect(confirmationFaults('in', { witnessed: true, youngPersonSigned: false, reason: null })).toEqual([]);
    // neither person and no reason on a return: both faults, in that order
    expect(confirmationFaults('out', { witnessed: false, youngPersonSigned: false }).map((f) => f.path)).toEqual([
      '/witness',
      '/notAcknowledgedReason',
    ]);
  });
  it('a signature is a real PNG data URL within the limit', () => {
    expect(signatureProblem(signaturePng())).toBeNull();
    expect(signatureProblem('data:image/jpeg;base64,/9j/4AAQ')).toMatch(/PNG image/);
    expect(signatureProblem('data:image/png;base64,not base64!')).toBe('is not base64');
    expect(signatureProblem(`data:image/png;base64,${Buffer.alloc(80, 1).toString('base64')}`)).toBe(
      'is not a PNG image',
    );
    // the PNG signature alone, too short to hold a mark
    expect(signatureProblem(`data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64')}`)).toBe(
      'is not a PNG image',
    );
    expect(signatureProblem(`data:image/png;base64,${'A'.repeat(200_000)}`)).toMatch(/at most 200000/);
  });
  it('a signature: at most 200,000 characters, base64 from the start, 64 bytes or more, the whole PNG mark', () => {
    const MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const png = (bytes: number[], size: number) =>
      `data:image/png;base64,${Buffer.concat([Buffer.from(bytes), Buffer.alloc(size - bytes.length)]).toString(
        'base64',
      )}`;
    expect(signatureProblem(png(MAGIC, 64))).toBeNull();
    expect(signatureProblem(png(MAGIC, 63))).toBe('is not a PNG image');
    // one byte of the eight wrong is not a PNG
    expect(signatureProblem(png([...MAGIC.slice(0, 7), 0x0b], 80))).toBe('is not a PNG image');
    // 66 bytes are 88 base64 characters with no padding; zeros ('A') fill the rest up to the limit exactly
    const atLimit = png(MAGIC, 66) + 'A'.repeat(200_000 - png(MAGIC, 66).length);
    expect(atLimit).toHaveLength(200_000);
    expect(signatureProblem(atLimit)).toBeNull();
    expect(signatureProblem(atLimit + 'A')).toBe('must be at most 200000 characters');
    expect(signatureProblem(png(MAGIC, 66).replace('base64,', 'base64,!'))).toBe('is not base64');
  });
});

describe('petty cash controls', () => {
  it('spending over the threshold keeps a receipt or says why not', () => {
    expect(receiptFaults('out', 501, 500, false, null)).toEqual([
      {
        path: '/receiptDocumentId',
        message: 'is required for spending over £5.00, or say why there is none (noReceiptReason)',
      },
    ]);
    expect(receiptFaults('out', 500, 500, false, null)).toEqual([]);
    expect(receiptFaults('out', 501, 500, true, null)).toEqual([]);
    expect(receiptFaults('out', 501, 500, false, 'Market stall, no till')).toEqual([]);
    expect(receiptFaults('out', 501, 500, false, '  ')).toHaveLength(1);
    expect(receiptFaults('in', 90_000, 500, false, null)).toEqual([]);
  });
  it('spending over the limit is a manager’s to approve, unless a manager spends it', () => {
    expect(needsApproval('out', 5001, 5000, false)).toBe(true);
    expect(needsApproval('out', 5000, 5000, false)).toBe(false);
    expect(needsApproval('out', 5001, 5000, true)).toBe(false);
    expect(needsApproval('out', 9_999_999, null, false)).toBe(false);
    expect(needsApproval('in', 9_999_999, 5000, false)).toBe(false);
    expect(needsApproval('out', 1, 0, false)).toBe(true);
  });
  it('a count alerts the manager when it is out by more than the tolerance, either way', () => {
    expect(countAlerts(0, 0)).toBe(false);
    expect(countAlerts(-1, 0)).toBe(true);
    expect(countAlerts(1, 0)).toBe(true);
    expect(countAlerts(-200, 200)).toBe(false);
    expect(countAlerts(-201, 200)).toBe(true);
    expect(countAlerts(201, 200)).toBe(true);
  });
});

describe('transfers move both ledgers together', () => {
  it('pocket money from petty cash into the pot: petty cash out, pot in, the same amount', () => {
    expect(transferLines('pot', 'pocket_money', 1000)).toEqual([
      { ledger: 'petty_cash', pot: null, direction: 'out', amountPence: 1000 },
      { ledger: 'young_person', pot: 'pocket_money', direction: 'in', amountPence: 1000 },
    ]);
    expect(transferLines('petty_cash', 'savings', 250)).toEqual([
      { ledger: 'petty_cash', pot: null, direction: 'in', amountPence: 250 },
      { ledger: 'young_person', pot: 'savings', direction: 'out', amountPence: 250 },
    ]);
  });
  it('reversed together: both ledgers back where they were', () => {
    const lines = transferLines('pot', 'pocket_money', 1000);
    const undone = transferReversal(lines);
    expect(undone.map((l) => [l.ledger, l.direction, l.amountPence])).toEqual([
      ['petty_cash', 'in', 1000],
      ['young_person', 'out', 1000],
    ]);
    const petty = [...lines, ...undone].filter((l) => l.ledger === 'petty_cash');
    expect(balanceOf(petty, 3000)).toBe(3000);
    const pots = balanceByPot(
      [...lines, ...undone].filter((l) => l.ledger === 'young_person').map((l, seq) => ({ ...l, seq })),
    );
    expect(pots.pocket_money).toBe(0);
  });
});

describe('advances and hand-overs', () => {
  it('an advance is owed until repaid, never below nothing', () => {
    expect(advanceOutstanding(2000, [])).toBe(2000);
    expect(advanceOutstanding(2000, [500, 500])).toBe(1000);
    expect(advanceOutstanding(2000, [1500, 1000])).toBe(0);
  });
  it('a hand-over names who received it and the reference of a transfer or cheque', () => {
    expect(handoverFaults({ recipient: 'young_person', method: 'cash' })).toEqual([]);
    expect(handoverFaults({ recipient: 'social_worker', method: 'cash' }).map((f) => f.path)).toEqual([
      '/recipientName',
    ]);
    expect(handoverFaults({ recipient: 'young_person', method: 'bank_transfer' })).toEqual([
      { path: '/reference', message: 'is required for a bank transfer: the payment reference' },
    ]);
    expect(handoverFaults({ recipient: 'next_placement', recipientName: ' ', method: 'cheque' })).toEqual([
      { path: '/recipientName', message: 'is required: who received the money' },
      { path: '/reference', message: 'is required for a cheque: the cheque number' },
    ]);
    expect(
      handoverWords({ recipient: 'social_worker', recipientName: 'Jo Bloggs', method: 'cheque', reference: '000123' }),
    ).toBe('Handed over on moving out to the social worker (Jo Bloggs) by cheque 000123');
    expect(handoverWords({ recipient: 'young_person', method: 'cash', reference: 'ignored' })).toBe(
      'Handed over on moving out to the young person by cash',
    );
    expect(handoverWords({ recipient: 'young_person', method: 'bank_transfer', reference: 'MOVE-OUT 7' })).toBe(
      'Handed over on moving out to the young person by bank transfer MOVE-OUT 7',
    );
  });
  it('a blank reference is no reference; words without stray spaces, within 500 characters', () => {
    expect(
      handoverFaults({ recipient: 'young_person', method: 'cheque', reference: '   ' }).map((f) => f.path),
    ).toEqual(['/reference']);
    expect(
      handoverWords({
        recipient: 'social_worker',
        recipientName: ' Jo Bloggs ',
        method: 'cheque',
        reference: ' 000123 ',
      }),
    ).toBe('Handed over on moving out to the social worker (Jo Bloggs) by cheque 000123');
    expect(handoverWords({ recipient: 'young_person', method: 'bank_transfer', reference: '  ' })).toBe(
      'Handed over on moving out to the young person by bank transfer',
    );
    const long = handoverWords({ recipient: 'young_person', method: 'bank_transfer', reference: 'R'.repeat(600) });
    expect(long).toHaveLength(500);
    expect(long).toMatch(/^Handed over on moving out to the young person by bank transfer R+$/);
  });
});
