-- A home's shared device (a tablet used by the staff on shift): registered by a manager from that device's browser,
-- which then holds a long random token in an httpOnly cookie; only its SHA-256 is kept here. Sessions begun on it
-- are named here, so the switch screen can list who signed in on it this shift and revoking it ends them all.
create table shared_devices (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null references homes(id),
  name text not null check (length(name) between 1 and 80),
  token_hash text not null unique,
  registered_by uuid not null,
  registered_at timestamptz not null default now(),
  last_seen_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid,
  foreign key (registered_by, org_id) references users (id, org_id),
  foreign key (revoked_by, org_id) references users (id, org_id)
);
create index shared_devices_home on shared_devices (org_id, home_id);

alter table sessions add column shared_device_id uuid references shared_devices(id);
create index sessions_shared_device on sessions (shared_device_id) where shared_device_id is not null;
alter table sessions drop constraint sessions_ended_why_check;
alter table sessions add constraint sessions_ended_why_check
  check (ended_why in ('logout', 'everywhere', 'password', 'deactivated', 'signed-out-here', 'by-administrator',
                       'second-factor-reset', 'device-revoked', 'pin-lockout'));

-- Minutes without a touch before a shared device locks to its switch screen.
alter table organisations add column shared_device_idle_minutes integer not null default 10
  check (shared_device_idle_minutes between 2 and 60);
