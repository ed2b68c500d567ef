// Secrets kept at rest encrypted (an authenticator app's shared secret): AES-256-GCM from node:crypto, a fresh
// 96-bit nonce each time, and the owner's id bound in as associated data, so a ciphertext copied onto another
// person's row does not open. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url), the version naming the key's
// derivation so a later key can sit beside this one.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string, owner: string): string;
  /** The plain text, or null when the box was not sealed with this key for this owner (or was tampered with). */
  open(sealed: string, owner: string): string | null;
}

/**
 * The key: MFA_ENCRYPTION_KEY (32 bytes, base64 or hex) when set; otherwise derived from the session secret with
 * HKDF-SHA256 under a label of its own, so a deployment without the setting still never stores a secret in clear.
 */
export function secretKey(configured: string | undefined, sessionSecret: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('MFA_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'care-records', 'second-factor secrets v1', 32));
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain, owner) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return ['v1', ...parts].join('.');
    },
    open(sealed, owner) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The box second-factor secrets are sealed in, from the configuration (MFA_ENCRYPTION_KEY) or the session secret. */
export const sealedSecrets = (config: { mfa: { encryptionKey?: string } }, sessionSecret: string) =>
  secretBox(secretKey(config.mfa.encryptionKey, sessionSecret));
