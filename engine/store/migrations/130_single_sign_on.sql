-- Single sign-on by OpenID Connect, per organisation: its provider, the sign-ins on their way to it and back, and
-- which provider identity each login has signed in as (so an email later given to someone else opens nothing).

-- One provider per organisation. The client secret is sealed (AES-256-GCM, engine/auth/secret-box.ts) with the
-- organisation bound in, and never returned by the API. `required`: passwords and passkeys alone are refused,
-- except for the break-glass directors, who keep a password and a second factor for when the provider is down.
create table organisation_sso (
  org_id uuid primary key references organisations(id),
  issuer text not null,
  client_id text not null,
  client_secret_enc text,
  email_domains text[] not null default '{}',
  required boolean not null default false,
  trust_provider_mfa boolean not null default false,
  break_glass_user_ids uuid[] not null default '{}',
  updated_at timestamptz not null default now(),
  updated_by uuid
);

-- A sign-in sent to the provider: its state, nonce and PKCE verifier, taken once within ten minutes.
create table sso_attempts (
  state text primary key,
  org_id uuid not null references organisations(id),
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  next text,
  expires_at timestamptz not null,
  taken_at timestamptz
);
create index sso_attempts_expiry on sso_attempts (expires_at);

-- The provider's subject a login first signed in as: later sign-ins to that login must come from the same one.
create table sso_identities (
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  issuer text not null,
  subject text not null,
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  primary key (user_id, issuer),
  unique (org_id, issuer, subject),
  foreign key (user_id, org_id) references users (id, org_id)
);
