-- Tasks, alerts and the dated items that raise expiry alerts.
-- Reference-list keys (task types, record categories, alert kinds, priorities) are checked by the
-- engine against definitions/lists, not re-declared here; only the task statuses, which the
-- workers' logic depends on, are a constraint.

create table tasks (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  type text not null,                             -- eventTaskTypes key
  title text not null,
  description text,
  priority text not null default 'medium',        -- priorities key
  status text not null default 'not_complete'
    check (status in ('not_complete', 'completed', 'cancelled', 'rejected_by_yp')),
  due_at timestamptz not null,
  assigned_to uuid[] not null default '{}',       -- users
  record_category text not null default 'task',   -- recordCategories key
  record_id uuid references records(id),
  young_person_id uuid references young_people(id),
  home_id uuid references homes(id),
  staff_id uuid references users(id),
  -- Recurrence: { freq: daily|weekly|monthly|yearly|custom, interval, unit: days|weeks (custom),
  -- until: 'YYYY-MM-DD', anchor: local 'YYYY-MM-DDTHH:mm' (Europe/London), anchorNo }.
  -- Occurrence n falls at anchor + (n - anchorNo) × interval, counted from the anchor rather than
  -- from the previous occurrence, so the 31st stays the 31st after a short month.
  recurrence jsonb,
  series_id uuid,                                 -- the first occurrence's id
  occurrence date,                                -- local date of this occurrence
  occurrence_no integer,
  succeeded_at timestamptz,                       -- the series has moved past this occurrence
  natural_key text,                               -- system tasks: e.g. incident-deadline:<record>:record
  version integer not null default 1,
  created_by uuid references users(id),           -- null: raised by a worker
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  completed_by uuid references users(id),
  cancelled_at timestamptz,
  cancelled_by uuid references users(id),
  check ((series_id is null) = (occurrence_no is null))
);
create index tasks_assigned on tasks using gin (assigned_to);
create index tasks_home_due on tasks (org_id, home_id, due_at);
create index tasks_record on tasks (record_id) where record_id is not null;
-- one occurrence per series and number, whoever creates it
create unique index tasks_series_occurrence on tasks (series_id, occurrence_no) where series_id is not null;
-- one system task per natural key and organisation
create unique index tasks_natural_key on tasks (org_id, natural_key) where natural_key is not null;
-- series heads the recurrence worker looks at
create index tasks_series_heads on tasks (due_at) where recurrence is not null and succeeded_at is null;

create table alerts (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  kind text not null,                             -- alertKinds key
  record_category text not null default 'other',  -- recordCategories key
  title text not null,
  body text,
  -- what it is about
  record_id uuid references records(id),
  young_person_id uuid references young_people(id),
  home_id uuid references homes(id),
  staff_id uuid references users(id),
  task_id uuid references tasks(id),
  dated_item_id uuid,
  due_on date,                                    -- the date it is about (expiry, birthday, due)
  -- What, for which record or person, for which due date: raising it twice raises it once.
  natural_key text not null,
  version integer not null default 1,
  created_by uuid references users(id),           -- null: raised by a worker
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  unique (org_id, natural_key)
);
create index alerts_org_created on alerts (org_id, created_at desc);

-- Who an alert is for, and the per-person read state.
create table alert_recipients (
  alert_id uuid not null references alerts(id),
  user_id uuid not null references users(id),
  org_id uuid not null references organisations(id),
  read_at timestamptz,
  primary key (alert_id, user_id)
);
create index alert_recipients_user on alert_recipients (org_id, user_id, read_at);

-- Things that expire, until the HR and home record kinds feed them: DBS, right to work, driving
-- licence, training, insurance, MOT, policy review. `kind` is the alertKinds key it raises.
create table dated_items (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  subject_kind text not null check (subject_kind in ('user', 'home', 'young_person')),
  subject_id uuid not null,
  kind text not null,
  label text,
  expires_on date not null,
  source_record_id uuid references records(id),
  created_at timestamptz not null default now(),
  archived_at timestamptz
);
create index dated_items_expiry on dated_items (expires_on) where archived_at is null;
create index dated_items_subject on dated_items (org_id, subject_kind, subject_id);

-- Who manages a home: its active managers, else the organisation's directors (as managersOf).
create view home_managers as
  select h.org_id, h.id as home_id, u.id as user_id
    from homes h join user_homes uh on uh.home_id = h.id join users u on u.id = uh.user_id
   where u.is_manager and u.active
  union all
  select h.org_id, h.id, d.id
    from homes h join users d on d.org_id = h.org_id and d.role = 'director' and d.active
   where not exists (select 1 from user_homes uh join users u on u.id = uh.user_id
                      where uh.home_id = h.id and u.is_manager and u.active);

-- The sign-off reminder scan: awaited requests by age.
create index signoffs_awaiting_age on signoffs (requested_at) where signed_at is null and closed_at is null;
