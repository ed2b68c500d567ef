// What the server asks of a new password, said before it is typed (engine/auth/password-policy.ts decides).
export const PASSWORD_MIN_LENGTH = 12;

export function PasswordRules({ id }: { id: string }) {
  return (
    <div id={id} className="mb-1 text-sm text-muted">
      <p>At least {PASSWORD_MIN_LENGTH} characters. Three random words together are strong and easy to remember.</p>
      <p className="mt-1">
        We do not ask for symbols or capitals: length makes a password hard to guess. We refuse passwords that are
        common or have leaked from other sites, simple patterns such as <q>1234…</q> or <q>qwerty</q>, and ones built
        from your name or email, because those are what someone trying to get in would try first.
      </p>
    </div>
  );
}
