// Which statements a read replica may answer, how WAL positions compare, and the settings for more than one
// database server (decision 0940). The servers themselves are tested in tests/api/replica-pgbouncer.test.ts.
import { describe, expect, it } from 'vitest';
import { databaseOptions } from '../../engine/config.ts';
import { isLsn, isPlainRead, lsnValue } from '../../engine/store/replica.ts';

describe('the read replica', () => {
  it('answers plain reads only: no write, lock, sequence, notification or setting', () => {
    expect(isPlainRead('select id from records where org_id = $1')).toBe(true);
    expect(isPlainRead('  with x as (select 1) select * from x')).toBe(true);
    expect(isPlainRead('select updated_at from records')).toBe(true);
    for (const text of [
      'insert into records (id) values ($1)',
      'update records set status = $1',
      'delete from outbox',
      'with moved as (delete from outbox returning *) select * from moved',
      'select version from records where id = $1 for update',
      'select 1 from young_people where id = $1 for share',
      'select 1 from x for no key update',
      "select pg_notify('charts_changed', $1)",
      'select pg_advisory_xact_lock(1)',
      "select nextval('s')",
      "select set_config('search_path', 'x', false)",
      'begin',
    ])
      expect(isPlainRead(text), text).toBe(false);
  });

  it('compares WAL positions by both halves', () => {
    expect(lsnValue('0/3000000')).toBe(0x3000000n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(isLsn('16/B374D848')).toBe(true);
    for (const v of ['', '16', '16/', 'x/1', '1/2/3', '123456789/1', null]) expect(isLsn(v), String(v)).toBe(false);
  });

  it('reads its settings, and refuses ones that cannot work', () => {
    expect(databaseOptions({})).toEqual({ prepared: true, listenUrl: undefined, replica: undefined });
    expect(
      databaseOptions({
        DATABASE_PREPARED_STATEMENTS: 'off',
        DATABASE_LISTEN_URL: 'postgres://p/db',
        DATABASE_REPLICA_URL: 'postgres://r/db',
        DATABASE_REPLICA_MAX_LAG_MS: '2000',
      }),
    ).toEqual({
      prepared: false,
      listenUrl: 'postgres://p/db',
      replica: { url: 'postgres://r/db', maxLagMs: 2000, pollMs: 200 },
    });
    expect(() => databaseOptions({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/on or off/);
    expect(() => databaseOptions({ DATABASE_REPLICA_URL: 'postgres://r/db', DATABASE_REPLICA_POLL_MS: '0' })).toThrow(
      /DATABASE_REPLICA_POLL_MS/,
    );
  });
});
