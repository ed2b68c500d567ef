// Stock moves and the controlled-drug register as rules (engine/medication/register.ts): what each move does to the
// balance, what it must say, who witnesses it, and a page read as a bound CD register.
import { describe, expect, it } from 'vitest';
import { moveFaults, needsWitness, registerPage, stockChange } from '../../engine/medication/register.ts';

describe('stock moves', () => {
  it('receipts and returns home add; disposal, return to pharmacy and sending out take away; a count changes nothing', () => {
    expect(stockChange('received', 28)).toBe(28);
    expect(stockChange('back_in', 3)).toBe(3);
    expect(stockChange('adjustment', -1)).toBe(-1);
    expect(stockChange('disposal', 2)).toBe(-2);
    expect(stockChange('returned', 5)).toBe(-5);
    expect(stockChange('sent_out', 4)).toBe(-4);
    expect(stockChange('count', 27)).toBe(0);
  });

  it('every controlled-drug move is witnessed, its balance checks too; a disposal of any medicine is witnessed', () => {
    expect(needsWitness('count', true)).toBe(true);
    expect(needsWitness('sent_out', true)).toBe(true);
    expect(needsWitness('disposal', false)).toBe(true);
    expect(needsWitness('count', false)).toBe(false);
    expect(needsWitness('sent_out', false)).toBe(false);
  });

  it('stock sent out says who took it, and brought back who brought it', () => {
    expect(moveFaults({ kind: 'sent_out', quantity: 4 })).toEqual([
      { path: '/party', message: 'is required: who took it (parent, school, contact supervisor)' },
    ]);
    expect(moveFaults({ kind: 'back_in', quantity: 2 })).toEqual([
      { path: '/party', message: 'is required: who brought it back' },
    ]);
    expect(moveFaults({ kind: 'sent_out', quantity: 4, party: 'Mum, for the weekend' })).toEqual([]);
  });

  it('only an adjustment for a correction corrects a line; amounts and adjustments as before', () => {
    expect(moveFaults({ kind: 'disposal', quantity: 1, corrects: 'x' })[0].path).toBe('/corrects');
    expect(
      moveFaults({ kind: 'adjustment', quantity: 1, reason: 'correction', note: 'Miscounted', corrects: 'x' }),
    ).toEqual([]);
    expect(moveFaults({ kind: 'adjustment', quantity: 0 }).map((f) => f.path)).toEqual([
      '/reason',
      '/note',
      '/quantity',
    ]);
    expect(moveFaults({ kind: 'count', quantity: -1 })[0].path).toBe('/quantity');
    expect(moveFaults({ kind: 'received', quantity: 10 })).toEqual([
      { path: '/expiry', message: 'is required when stock is received' },
    ]);
  });
});

describe("a move's amount at its edges", () => {
  it('a count may be nought but never below; other moves must be more than nought; an adjustment either way', () => {
    expect(moveFaults({ kind: 'count', quantity: 0 })).toEqual([]);
    expect(moveFaults({ kind: 'count', quantity: -1 })).toEqual([
      { path: '/quantity', message: 'must not be below nought' },
    ]);
    for (const kind of ['disposal', 'returned'] as const) {
      expect(moveFaults({ kind, quantity: 0 }), kind).toEqual([
        { path: '/quantity', message: 'must be more than nought' },
      ]);
      expect(moveFaults({ kind, quantity: 1 }), kind).toEqual([]);
    }
    expect(moveFaults({ kind: 'received', quantity: 0, expiry: '2027-01-31' })).toEqual([
      { path: '/quantity', message: 'must be more than nought' },
    ]);
    expect(moveFaults({ kind: 'received', quantity: 1, expiry: '2027-01-31' })).toEqual([]);
    // an adjustment takes away or adds, says why and how, and is never nought
    expect(moveFaults({ kind: 'adjustment', quantity: -2, reason: 'breakage', note: 'Dropped, witnessed' })).toEqual(
      [],
    );
    expect(moveFaults({ kind: 'adjustment', quantity: 2, reason: 'breakage', note: 'Found' })).toEqual([]);
    expect(moveFaults({ kind: 'adjustment', quantity: -2, note: 'Dropped' })).toEqual([
      { path: '/reason', message: 'is required for an adjustment' },
    ]);
    expect(moveFaults({ kind: 'adjustment', quantity: -2, reason: 'breakage' })).toEqual([
      { path: '/note', message: 'is required for an adjustment' },
    ]);
    expect(moveFaults({ kind: 'adjustment', quantity: 0, reason: 'breakage', note: 'x' })).toEqual([
      { path: '/quantity', message: 'must not be nought' },
    ]);
    expect(moveFaults({ kind: 'adjustment', quantity: 1, reason: 'breakage', note: 'x', corrects: 'y' })).toEqual([
      { path: '/corrects', message: 'only an adjustment for a correction corrects a line' },
    ]);
  });
});

describe('a register page', () => {
  const base = { party: null, reason: null, note: null, batch: null, correctsId: null, counted: null };
  const moves = [
    {
      ...base,
      id: 'c',
      seq: 30,
      kind: 'adjustment',
      quantity: 1,
      balanceAfter: 27,
      reason: 'correction',
      note: 'Given twice in error: one dose only',
      correctsId: 'b',
      byName: 'Sam',
      witnessName: 'Alex',
      at: '2026-11-03T09:00:00Z',
    },
    {
      ...base,
      id: 'a',
      seq: 10,
      kind: 'received',
      quantity: 28,
      balanceAfter: 28,
      party: 'Boots, Roundhay Road',
      byName: 'Sam',
      witnessName: 'Alex',
      at: '2026-11-01T10:00:00Z',
    },
    {
      ...base,
      id: 'b',
      seq: 20,
      kind: 'given',
      quantity: -2,
      balanceAfter: 26,
      byName: 'Sam',
      witnessName: 'Alex',
      at: '2026-11-02T07:35:00Z',
    },
    {
      ...base,
      id: 'd',
      seq: 40,
      kind: 'count',
      quantity: 0,
      balanceAfter: 27,
      counted: 27,
      byName: 'Priya',
      witnessName: 'Sam',
      at: '2026-11-07T20:00:00Z',
    },
    {
      ...base,
      id: 'e',
      seq: 50,
      kind: 'sent_out',
      quantity: -2,
      balanceAfter: 25,
      party: 'Mum, home leave',
      byName: 'Sam',
      witnessName: 'Alex',
      at: '2026-11-08T16:00:00Z',
    },
  ];
  const byId = (id: string) => moves.find((m) => m.id === id)!;
  // read inside each test, so a mutation testing run sees which test reads which line of the rule
  const read = () => registerPage(moves, 'Jayden Smith');

  it('is in the order written (the bound book), numbered, with the running balance', () => {
    const page = read();
    expect(page.map((l) => [l.line, l.what, l.quantityIn, l.quantityOut, l.balance])).toEqual([
      [1, 'Received', 28, null, 28],
      [2, 'Given', null, 2, 26],
      [3, 'Adjustment', 1, null, 27],
      [4, 'Balance check', null, null, 27],
      [5, 'Sent out', null, 2, 25],
    ]);
  });

  it('says received from and given to, and who gave and who witnessed each line', () => {
    const page = read();
    expect(page[0]).toMatchObject({ fromOrTo: 'Boots, Roundhay Road', givenBy: 'Sam', witness: 'Alex' });
    expect(page[1].fromOrTo).toBe('Jayden Smith');
    expect(page[4].fromOrTo).toBe('With Jayden Smith: Mum, home leave');
  });

  it('a correction is a new line naming the line it corrects; a balance check says what was counted', () => {
    const page = read();
    expect(page[2].annotation).toBe('Corrects line 2: Given twice in error: one dose only');
    expect(page[3].annotation).toBe('Counted 27, matches');
    expect(registerPage([{ ...moves[3], counted: 26 }], 'J')[0].annotation).toBe('Counted 26, register says 27');
  });

  it('a correction numbers the line it corrects as written, whatever order the moves arrive in', () => {
    const page = registerPage([byId('c'), byId('a'), byId('b')], 'J');
    expect(page.map((l) => l.line)).toEqual([1, 2, 3]);
    expect(page[2].annotation).toBe('Corrects line 2: Given twice in error: one dose only');
    expect(
      registerPage(
        [
          { ...byId('a'), note: null, correctsId: null },
          { ...byId('a'), id: 'z', seq: 11, correctsId: 'a', note: null },
        ],
        'J',
      )[1].annotation,
    ).toBe('Corrects line 1');
  });

  it('an adjustment that corrects nothing says why and how; a line with no party shows a dash, a count nothing', () => {
    const adj = {
      ...base,
      id: 'f',
      seq: 60,
      kind: 'adjustment',
      quantity: -1,
      balanceAfter: 24,
      byName: 'Sam',
      witnessName: 'Alex',
      at: '2026-11-09T08:00:00Z',
    };
    expect(registerPage([{ ...adj, reason: 'breakage', note: 'Dropped on the floor' }], 'J')[0]).toMatchObject({
      what: 'Adjustment',
      fromOrTo: '—',
      quantityIn: null,
      quantityOut: 1,
      balance: 24,
      annotation: 'breakage: Dropped on the floor',
    });
    expect(registerPage([{ ...adj, reason: 'breakage' }], 'J')[0].annotation).toBe('breakage');
    expect(registerPage([adj], 'J')[0].annotation).toBeNull();
    // a line that is neither a count nor an adjustment keeps its note as the annotation
    expect(registerPage([{ ...byId('b'), note: 'Crushed in yoghurt, as the GP advised' }], 'J')[0].annotation).toBe(
      'Crushed in yoghurt, as the GP advised',
    );
    expect(registerPage([byId('b')], 'J')[0].annotation).toBeNull();
    // a disposal's reason is its own field; the register's note column carries the note alone
    expect(
      registerPage([{ ...byId('b'), kind: 'disposal', reason: 'Out of date', note: 'Bagged for the pharmacy' }], 'J')[0]
        .annotation,
    ).toBe('Bagged for the pharmacy');
    expect(registerPage([byId('d')], 'J')[0].fromOrTo).toBe('');
    expect(registerPage([{ ...byId('d'), party: 'Pharmacist visit' }], 'J')[0].fromOrTo).toBe('Pharmacist visit');
    expect(registerPage([{ ...byId('b'), party: 'Boots' }], 'Jayden Smith')[0].fromOrTo).toBe('Jayden Smith');
    expect(registerPage([{ ...byId('e'), party: null }], 'Jayden Smith')[0].fromOrTo).toBe('With Jayden Smith: ');
    expect(registerPage([{ ...byId('a'), party: null }], 'J')[0].fromOrTo).toBe('—');
  });

  it('names every kind of move as the register says it; a kind it does not know is shown as stored', () => {
    const kinds = ['received', 'given', 'adjustment', 'disposal', 'returned', 'count', 'sent_out', 'back_in', 'lost'];
    const page = registerPage(
      kinds.map((kind, i) => ({ ...byId('a'), id: kind, seq: i, kind })),
      'J',
    );
    expect(page.map((l) => l.what)).toEqual([
      'Received',
      'Given',
      'Adjustment',
      'Disposed of',
      'Returned to pharmacy',
      'Balance check',
      'Sent out',
      'Brought back',
      'lost',
    ]);
  });

  it('a line is in or out by its sign; nought is neither; the time is written in full', () => {
    const line = (quantity: number) => registerPage([{ ...byId('a'), quantity }], 'J')[0];
    expect([line(0.5).quantityIn, line(0.5).quantityOut]).toEqual([0.5, null]);
    expect([line(-0.5).quantityIn, line(-0.5).quantityOut]).toEqual([null, 0.5]);
    expect([line(0).quantityIn, line(0).quantityOut]).toEqual([null, null]);
    expect(line(1).at).toBe('2026-11-01T10:00:00.000Z');
    expect(registerPage([{ ...byId('a'), at: new Date('2026-11-01T10:00:00Z') }], 'J')[0].at).toBe(
      '2026-11-01T10:00:00.000Z',
    );
  });
});

describe('what corrects a line', () => {
  it('only an adjustment, and only one for a correction; a correction that names no line is allowed', () => {
    const fault = { path: '/corrects', message: 'only an adjustment for a correction corrects a line' };
    expect(moveFaults({ kind: 'disposal', quantity: 1, reason: 'correction', corrects: 'x' })).toEqual([fault]);
    expect(moveFaults({ kind: 'adjustment', quantity: 1, reason: 'breakage', note: 'n', corrects: 'x' })).toEqual([
      fault,
    ]);
    expect(moveFaults({ kind: 'adjustment', quantity: 1, reason: 'correction', note: 'n' })).toEqual([]);
  });
});
