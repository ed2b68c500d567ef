// Single sign-on's rules: which provider identities may sign in (a verified email in an allowed domain; Entra ID's
// xms_edov where it sends no email_verified), which issuers may be set, and who keeps a password when required.
import { describe, expect, it } from 'vitest';
import { identityProblem, issuerProblem, normaliseDomains, passwordAllowed } from '../../engine/auth/single-sign-on.ts';

describe('single sign-on rules', () => {
  const domains = ['brightfutures.org.uk'];

  it('takes a verified email in an allowed domain, whatever its case', () => {
    expect(identityProblem({ sub: 'a', email: 'Sam@BrightFutures.org.uk', email_verified: true }, domains)).toEqual({
      email: 'Sam@BrightFutures.org.uk',
    });
  });

  it('refuses an email the provider does not vouch for', () => {
    expect(identityProblem({ sub: 'a', email: 'sam@brightfutures.org.uk', email_verified: false }, domains)).toEqual({
      refused: 'unverified',
    });
    expect(identityProblem({ sub: 'a', email: 'sam@brightfutures.org.uk' }, domains)).toEqual({
      refused: 'unverified',
    });
    // a string "true" is not the boolean the standard says
    expect(identityProblem({ sub: 'a', email: 'sam@brightfutures.org.uk', email_verified: 'true' }, domains)).toEqual({
      refused: 'unverified',
    });
  });

  it("accepts Entra ID's xms_edov only when no email_verified is sent", () => {
    expect(identityProblem({ sub: 'a', email: 'sam@brightfutures.org.uk', xms_edov: true }, domains)).toEqual({
      email: 'sam@brightfutures.org.uk',
    });
    expect(
      identityProblem({ sub: 'a', email: 'sam@brightfutures.org.uk', email_verified: false, xms_edov: true }, domains),
    ).toEqual({ refused: 'unverified' });
  });

  it('refuses another domain, a subdomain not listed, and no email at all', () => {
    const at = (email: string) => identityProblem({ sub: 'a', email, email_verified: true }, domains);
    expect(at('sam@gmail.com')).toEqual({ refused: 'domain' });
    expect(at('sam@evil.brightfutures.org.uk')).toEqual({ refused: 'domain' });
    expect(at('sam@brightfutures.org.uk.evil.example')).toEqual({ refused: 'domain' });
    expect(identityProblem({ sub: 'a', email_verified: true }, domains)).toEqual({ refused: 'no-email' });
  });

  it('lets an issuer be https at a public address only, unless this machine is allowed', () => {
    expect(issuerProblem('https://login.microsoftonline.com/0000/v2.0', false)).toBeNull();
    expect(issuerProblem('http://accounts.google.com', false)).toMatch(/https/);
    expect(issuerProblem('https://169.254.169.254/latest', false)).toMatch(/public/);
    expect(issuerProblem('https://localhost:8443', false)).toMatch(/public/);
    expect(issuerProblem('https://accounts.google.com/?x=1', false)).toMatch(/query/);
    expect(issuerProblem('http://127.0.0.1:9000', true)).toBeNull();
    expect(issuerProblem('http://10.0.0.1:9000', true)).toMatch(/https|public/);
  });

  it('normalises domains', () => {
    expect(normaliseDomains([' @BrightFutures.org.uk ', 'brightfutures.org.uk'])).toEqual(['brightfutures.org.uk']);
  });

  it('keeps a password for everyone unless required, then for break-glass directors only', () => {
    expect(passwordAllowed(null, 'u1')).toBe(true);
    expect(passwordAllowed({ required: false, breakGlassUserIds: [] }, 'u1')).toBe(true);
    expect(passwordAllowed({ required: true, breakGlassUserIds: ['d1'] }, 'u1')).toBe(false);
    expect(passwordAllowed({ required: true, breakGlassUserIds: ['d1'] }, 'd1')).toBe(true);
  });
});
