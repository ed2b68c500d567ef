-- Jobs caused by a change (an alert to raise, an aggregate to update) are written here in the same
-- transaction as the change and relayed to the job queue after commit: a crash loses none.
create table outbox (
  id bigint primary key generated always as identity,
  org_id uuid references organisations(id),
  topic text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  relayed_at timestamptz,
  attempts integer not null default 0
);
create index outbox_pending on outbox (id) where relayed_at is null;
