// A home's shared device: its cookie's token (long and random; only a hash is kept, as for API tokens) and the
// idle rule that locks a person's session on it to the switch screen. Pure, so the rule is tested without a server.
import { randomBytes } from 'node:crypto';
import { tokenHash } from '../access/api-token.ts';

export const DEVICE_COOKIE = 'shared-device';
/** The device cookie lasts as long as Chrome lets a cookie last; revoking it is what ends it. */
export const DEVICE_COOKIE_DAYS = 400;
export const DEFAULT_IDLE_MINUTES = 10;
export const IDLE_MINUTES_RANGE = { min: 2, max: 60 } as const;
/** A live session's token is re-issued at most this often, so an active person does not write a cookie a request. */
export const ACTIVITY_REFRESH_S = 30;

/** 256 random bits, URL-safe: what the device's cookie holds. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');
export const deviceTokenHash = tokenHash;

/**
 * Where a shared device's session stands, from when its token last saw the person active (`activeAt`, seconds):
 * locked once idle longer than the organisation allows; due a fresh token once the last is ACTIVITY_REFRESH_S old.
 */
export function idleState(activeAt: number, nowS: number, idleMinutes: number): 'locked' | 'refresh' | 'active' {
  const idle = nowS - activeAt;
  if (idle > idleMinutes * 60) return 'locked';
  return idle >= ACTIVITY_REFRESH_S ? 'refresh' : 'active';
}
