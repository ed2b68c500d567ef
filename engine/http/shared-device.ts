// The home's shared device a request comes from, by its cookie (engine/auth/shared-device.ts): null when the browser
// holds no device cookie, or one that is unknown or revoked.
import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, deviceTokenHash } from '../auth/shared-device.ts';
import type { SharedDeviceRow, Store } from '../store/index.ts';

export async function sharedDeviceOf(request: FastifyRequest, store: Store): Promise<SharedDeviceRow | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length < 20 || token.length > 100) return null;
  return store.sharedDeviceByToken(deviceTokenHash(token));
}
