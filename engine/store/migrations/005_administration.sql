-- Administration at run time: where each definition version came from, invitations and password
-- resets by one-time link (no email leaves this system), and who left and how.

alter table definition_versions add column source text not null default 'code' check (source in ('code', 'edit', 'rollback'));
alter table definition_versions add column note text;

create table login_tokens (
  token_hash text primary key,                   -- sha256 of the token; the token itself is shown once
  org_id uuid not null references organisations(id),
  user_id uuid not null references users(id),
  purpose text not null check (purpose in ('invite', 'reset')),
  created_by uuid references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_tokens_user on login_tokens (user_id);

alter table users add column departure jsonb;      -- the staff-departure options carried out when they left
alter table organisations add column features jsonb not null default '{}'::jsonb;  -- feature flags set by the product administrator
