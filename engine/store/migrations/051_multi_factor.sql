-- Multi-factor sign-in: an authenticator app's codes (RFC 6238), single-use recovery codes, passkeys (WebAuthn),
-- the half-finished sign-in that waits for the second step, each organisation's policy, and what a person's own
-- security page shows (their devices and sign-in history).

-- The authenticator app's shared secret, encrypted (AES-256-GCM, engine/auth/secret-box.ts), never in the clear.
-- last_step: the 30-second step of the last code taken, so a code (or an earlier one) is never taken twice.
create table user_totp (
  user_id uuid primary key,
  org_id uuid not null references organisations(id),
  secret_enc text not null,
  confirmed_at timestamptz,                 -- null while enrolling: not a factor until a code from it is entered
  last_step bigint,
  created_at timestamptz not null default now(),
  foreign key (user_id, org_id) references users (id, org_id)
);

-- Ten recovery codes per person, SHA-256 of each (each carries 79 random bits), shown once; used_at: spent.
create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (user_id, org_id) references users (id, org_id)
);
create unique index recovery_codes_hash on recovery_codes (user_id, code_hash);

-- Passkeys: a credential's id is unique across the product (a password-free sign-in finds its person by it).
create table passkeys (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  credential_id text not null unique,       -- base64url
  public_key text not null,                 -- base64url COSE key
  counter bigint not null default 0,
  transports text[] not null default '{}',
  device_type text not null,                -- singleDevice | multiDevice
  backed_up boolean not null default false,
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  foreign key (user_id, org_id) references users (id, org_id)
);
create index passkeys_user on passkeys (user_id);

-- A WebAuthn challenge, taken once within five minutes. A password-free sign-in's challenge belongs to no one yet.
create table webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  org_id uuid references organisations(id),
  user_id uuid,
  purpose text not null check (purpose in ('register', 'second-factor', 'sign-in')),
  challenge text not null,
  expires_at timestamptz not null
);
create index webauthn_challenges_expiry on webauthn_challenges (expires_at);

-- A sign-in whose password was right but that still needs its second factor, or (after the grace period) an
-- enrolment. It lives in its own cookie and table: no route that opens records reads either.
create table pending_sign_ins (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  stage text not null check (stage in ('second-factor', 'enrol')),
  user_agent text,
  ip text,
  failures integer not null default 0,
  expires_at timestamptz not null,
  finished_at timestamptz,
  foreign key (user_id, org_id) references users (id, org_id)
);
create index pending_sign_ins_user on pending_sign_ins (user_id);

-- Each sign-in's device, and how the person proved who they are.
alter table sessions add column user_agent text;
alter table sessions add column ip text;
alter table sessions add column method text;
alter table sessions drop constraint sessions_ended_why_check;
alter table sessions add constraint sessions_ended_why_check
  check (ended_why in ('logout', 'everywhere', 'password', 'deactivated', 'signed-out-here', 'by-administrator',
                       'second-factor-reset'));

-- Sign-in history: successes and failed second steps, kept a year.
create table sign_in_events (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  at timestamptz not null default now(),
  outcome text not null check (outcome in ('signed-in', 'second-factor-refused', 'recovery-code-used', 'enrolment')),
  method text,
  user_agent text,
  ip text,
  foreign key (user_id, org_id) references users (id, org_id)
);
create index sign_in_events_user on sign_in_events (user_id, at desc);

-- The organisation's policy: off, leaders (directors, managers, HR) or everyone, and days to enrol from when it
-- began (or from the person's own start, if later).
alter table organisations add column mfa_policy text not null default 'off'
  check (mfa_policy in ('off', 'leaders', 'everyone'));
alter table organisations add column mfa_grace_days integer not null default 14 check (mfa_grace_days between 0 and 90);
alter table organisations add column mfa_policy_since timestamptz;
