-- Idempotent writes: a create with the client's record id, or a save or workflow action with an Idempotency-Key,
-- sent again (its answer lost on a poor connection, or an offline queue replaying) is answered from what the first
-- one did, never done twice. Each key is written in the same statement as the change it names, so a change that
-- committed always has its key. The request's hash tells a true replay from a key reused for something else.
create table write_keys (
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  key text not null,
  record_id uuid not null references records(id),
  version integer not null,
  action text not null,
  request_hash text not null,
  at timestamptz not null default now(),
  primary key (org_id, user_id, key),
  foreign key (user_id, org_id) references users (id, org_id)
);
-- kept a while for late replays, then purged by age
create index write_keys_at on write_keys (at);
