-- Developer tools (SPEC §6 developer access) and update alerts.

-- API tokens for integrations. Only the SHA-256 of the secret is kept (the secret is 256 random bits:
-- nothing to guess, so a slow hash would only slow every request). A token acts for the person who
-- made it, within its scopes (area → read/edit), and never beyond what that person may do.
create table api_tokens (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  name text not null,
  token_hash text not null unique,
  prefix text not null,                      -- the first characters, so people can tell tokens apart
  scopes jsonb not null,                     -- { area: 'read' | 'edit' }
  created_by uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid,
  last_used_at timestamptz,
  foreign key (created_by, org_id) references users (id, org_id),
  foreign key (revoked_by, org_id) references users (id, org_id)
);
create index api_tokens_org on api_tokens (org_id, created_at desc);

-- Webhook subscriptions: where to send which record events, signed with the subscription's secret.
-- The secret signs every delivery, so it is kept as given (shown once, at creation).
create table webhooks (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  url text not null,
  description text,
  events text[] not null,
  secret text not null,
  active boolean not null default true,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (created_by, org_id) references users (id, org_id)
);
create index webhooks_org on webhooks (org_id) where active;

-- One row per event per subscription: the delivery log (status, attempts, the receiver's answer).
-- event_key is the event's natural key (outbox message and event), so a rerun never sends it twice.
create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  webhook_id uuid not null references webhooks(id),
  event text not null,
  event_key text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'retrying', 'delivered', 'failed')),
  attempts int not null default 0,
  response_code int,
  last_error text,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  unique (webhook_id, event_key)
);
create index webhook_deliveries_log on webhook_deliveries (webhook_id, created_at desc);

-- Product announcements written by the product administrator, for people of the roles chosen,
-- shown between two dates; each person sees each once (their read row).
create table update_alerts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  body text not null,
  roles text[] not null,
  shown_from date not null,
  shown_to date not null,
  created_by uuid not null references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  check (shown_to >= shown_from)
);
create index update_alerts_shown on update_alerts (shown_to) where archived_at is null;

create table update_alert_reads (
  alert_id uuid not null references update_alerts(id),
  user_id uuid not null references users(id),
  read_at timestamptz not null default now(),
  primary key (alert_id, user_id)
);
