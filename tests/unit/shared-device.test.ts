// The shared device's rules without a server: when a session on it locks for want of use, when its token is due
// again, the device token's shape, and who may look after a home's devices.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import { decideSharedDevice } from '../../engine/access/shared-device.ts';
import { deviceTokenHash, idleState, newDeviceToken } from '../../engine/auth/shared-device.ts';

const caller = (over: Partial<Caller>): Caller => ({
  id: 'u',
  orgId: 'o',
  name: 'N',
  email: 'n@x',
  role: 'staff',
  isManager: false,
  homeIds: ['oak'],
  youngPersonId: null,
  areas: {},
  ypPermissions: {},
  ypOverrides: {},
  orgSlug: 'demo',
  ...over,
});

describe('shared device idle rule', () => {
  it('locks only once idle longer than the minutes allowed', () => {
    expect(idleState(1000, 1000 + 10 * 60, 10)).toBe('refresh');
    expect(idleState(1000, 1000 + 10 * 60 + 1, 10)).toBe('locked');
    expect(idleState(1000, 1000 + 2 * 60 + 1, 2)).toBe('locked');
  });
  it('re-issues a token once the last is 30 seconds old, not on every request', () => {
    expect(idleState(1000, 1029, 10)).toBe('active');
    expect(idleState(1000, 1030, 10)).toBe('refresh');
  });
  it('a device token is 256 random bits, URL-safe, kept only as a hash', () => {
    const a = newDeviceToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newDeviceToken()).not.toBe(a);
    expect(deviceTokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('who looks after a home shared devices', () => {
  it('a manager of the home, or a director', () => {
    expect(decideSharedDevice(caller({ isManager: true }), 'oak').ok).toBe(true);
    expect(decideSharedDevice(caller({ role: 'director', homeIds: [] }), 'oak').ok).toBe(true);
  });
  it('not care staff, not a manager of another home, not an API token, not a young person', () => {
    expect(decideSharedDevice(caller({}), 'oak').ok).toBe(false);
    expect(decideSharedDevice(caller({ isManager: true, homeIds: ['willow'] }), 'oak').ok).toBe(false);
    expect(decideSharedDevice(caller({ role: 'api_token', isManager: true }), 'oak').ok).toBe(false);
    expect(decideSharedDevice(caller({ role: 'young_person', youngPersonId: 'y', isManager: true }), 'oak').ok).toBe(
      false,
    );
  });
});
