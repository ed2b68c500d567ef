-- Transfers between homes (SPEC §2 /cyp/transfer-request, /cyp/transfer-requests), and the toggles on by default.
-- One home asks for a young person to move; the receiving home's manager accepts (choosing the key worker
-- there) or declines; on the agreed date the transfer scan moves them in one transaction. Nothing is deleted:
-- a request moves requested → accepted | declined | cancelled, accepted → moved | cancelled, and keeps who and why.

create table transfer_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  young_person_id uuid not null,
  from_home_id uuid not null,
  to_home_id uuid not null,
  move_on date not null,                                -- the agreed date (London day) the move happens on
  reason text not null,
  status text not null default 'requested' check (status in ('requested', 'accepted', 'declined', 'cancelled', 'moved')),
  key_worker_id uuid,                                   -- the receiving home's key worker, chosen on accepting
  requested_by uuid not null,
  requested_at timestamptz not null default now(),
  decided_by uuid,
  decided_at timestamptz,
  decision_note text,                                   -- required on declining
  moved_at timestamptz,
  move_in_record_id uuid,                               -- the draft move-in made on arrival (pre-filled checklist)
  placement_record_id uuid,                             -- the placement-history record of the home left
  version integer not null default 1,
  check (from_home_id <> to_home_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (from_home_id, org_id) references homes (id, org_id),
  foreign key (to_home_id, org_id) references homes (id, org_id),
  foreign key (requested_by, org_id) references users (id, org_id),
  foreign key (decided_by, org_id) references users (id, org_id),
  foreign key (key_worker_id, org_id) references users (id, org_id)
);
-- one open request per young person at a time
create unique index transfer_requests_one_open on transfer_requests (young_person_id) where status in ('requested', 'accepted');
create index transfer_requests_homes on transfer_requests (org_id, to_home_id, from_home_id, requested_at desc);
-- the scan: accepted moves whose date has come
create index transfer_requests_due on transfer_requests (move_on) where status = 'accepted';

-- Organisation toggles on by default: structured daily logs become a toggle (SPEC §9; off: a free-text daily log).
-- Every organisation kept
-- structured logs until now, so it is turned on wherever it was never set (definitions/kind-toggles.ts).
update organisations
   set settings = coalesce(settings, '{}'::jsonb)
       || jsonb_build_object('toggles', coalesce(settings -> 'toggles', '{}'::jsonb) || '{"structuredDailyLogs": true}'::jsonb)
 where settings -> 'toggles' -> 'structuredDailyLogs' is null;
