-- The rota (DOMAIN §18): a home's shift patterns, the shifts themselves
-- (planned and clocked times, versioned, archived never deleted), each shift's earlier versions, sleep-in
-- wake-ups, and each member of staff's working-time facts (48-hour opt-out, skills the home's minimum staffing
-- asks for). Leave is helper leave-pay's (migration 024): the rota reads it.

create table shift_patterns (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  name text not null,
  starts_at time not null,
  ends_at time not null,                               -- earlier than starts_at: ends the next day
  shift_type text not null check (shift_type in ('early', 'late', 'long_day', 'day', 'waking_night', 'sleep_in', 'on_call')),
  break_minutes integer not null default 0 check (break_minutes >= 0),
  -- the home's minimum staffing while a shift of this pattern runs
  min_staff integer not null default 1 check (min_staff >= 0),
  needs_driver boolean not null default false,
  needs_medication boolean not null default false,
  needs_first_aid boolean not null default false,
  colour text,
  sort integer not null default 0,
  version integer not null default 1,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (created_by, org_id) references users (id, org_id)
);
create index shift_patterns_home on shift_patterns (org_id, home_id, sort);
create unique index shift_patterns_id_org on shift_patterns (id, org_id);

create table shifts (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  staff_id uuid,                                       -- null: an unfilled shift
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  shift_type text not null check (shift_type in ('early', 'late', 'long_day', 'day', 'waking_night', 'sleep_in', 'on_call')),
  break_minutes integer not null default 0 check (break_minutes >= 0),
  pattern_id uuid,
  notes text,
  clocked_in_at timestamptz,
  clocked_out_at timestamptz,
  -- a manager saved it despite working-time or staffing warnings: why, who, and the warnings then
  override_reason text,
  override_by uuid,
  override_warnings jsonb,
  version integer not null default 1,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  archived_by uuid,
  archive_reason text,
  check (ends_at > starts_at),
  check (clocked_out_at is null or clocked_in_at is not null),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (staff_id, org_id) references users (id, org_id),
  foreign key (pattern_id, org_id) references shift_patterns (id, org_id),
  foreign key (created_by, org_id) references users (id, org_id),
  foreign key (updated_by, org_id) references users (id, org_id),
  foreign key (override_by, org_id) references users (id, org_id),
  foreign key (archived_by, org_id) references users (id, org_id)
);
-- a home's month (the rota grid) and a person's weeks (the working-time check, their own shifts)
create index shifts_home_time on shifts (org_id, home_id, starts_at) where archived_at is null;
create index shifts_staff_time on shifts (org_id, staff_id, starts_at) where archived_at is null and staff_id is not null;
create unique index shifts_id_org on shifts (id, org_id);

-- every earlier version of a shift, as it stood before the change (nothing a user saved is lost)
create table shift_revisions (
  shift_id uuid not null,
  version integer not null,
  org_id uuid not null references organisations(id),
  action text not null,                                -- create | update | clock | archive
  data jsonb not null,
  reason text,
  changed_by uuid not null,
  changed_at timestamptz not null default now(),
  primary key (shift_id, version),
  foreign key (shift_id, org_id) references shifts (id, org_id),
  foreign key (changed_by, org_id) references users (id, org_id)
);

-- a sleep-in's wake-ups: time woken to work counts as working time (Mencap v Tomlinson-Blake)
create table sleep_in_wakes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  shift_id uuid not null,
  woke_at timestamptz not null,
  back_at timestamptz,
  note text,
  recorded_by uuid not null,
  recorded_at timestamptz not null default now(),
  check (back_at is null or back_at >= woke_at),
  foreign key (shift_id, org_id) references shifts (id, org_id),
  foreign key (recorded_by, org_id) references users (id, org_id)
);
create index sleep_in_wakes_shift on sleep_in_wakes (org_id, shift_id, woke_at);

-- a member of staff's facts for the rota's rules (one row once set; none = not opted out, no skills)
create table staff_rota_facts (
  user_id uuid primary key,
  org_id uuid not null references organisations(id),
  opted_out_48h boolean not null default false,        -- signed a written opt-out of the 48-hour average
  opted_out_on date,
  night_worker boolean not null default false,
  driver boolean not null default false,
  medication_trained boolean not null default false,
  first_aider boolean not null default false,
  updated_by uuid,
  updated_at timestamptz not null default now(),
  foreign key (user_id, org_id) references users (id, org_id),
  foreign key (updated_by, org_id) references users (id, org_id)
);
create index staff_rota_facts_org on staff_rota_facts (org_id);
