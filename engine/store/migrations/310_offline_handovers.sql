-- Writing a person queued on a device and had not sent when their session was ended elsewhere (revoked, a new
-- password, deactivated): handed over at the device's next contact, under the ended session, for the home's managers
-- to review. Never the person's record: a manager decides what becomes of it. Decision 1011.
create table offline_handovers (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  session_id uuid not null,
  ended_why text not null,
  ended_at timestamptz not null,
  home_id uuid not null,
  young_person_id uuid,
  kind text not null,
  record_id uuid not null,
  data jsonb not null,
  queued_at timestamptz not null,
  written_at timestamptz not null,
  received_at timestamptz not null default now(),
  foreign key (user_id, org_id) references users (id, org_id),
  -- handed over again (an answer lost): the same item, once
  unique (org_id, session_id, record_id)
);
create index offline_handovers_home on offline_handovers (org_id, home_id, received_at);
