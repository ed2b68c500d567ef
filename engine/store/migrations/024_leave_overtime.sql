-- Leave, overtime and the per-person calendar feed (DOMAIN §18).
-- Nothing is deleted: a request moves requested → approved | rejected | cancelled and keeps who and why.
-- The rota (migration 023) reads leave_requests to show approved (and, greyed, requested) leave on its grid:
-- the columns id, org_id, staff_id, home_id, starts_on, ends_on, leave_type, status, minutes are a contract.

create table leave_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  staff_id uuid not null,
  home_id uuid not null,                               -- the home whose manager approves it
  leave_type text not null check (leave_type in ('annual', 'bereavement', 'maternity', 'paternity',
    'shared_parental', 'sick', 'unpaid', 'other')),
  starts_on date not null,
  ends_on date not null,
  part_day text check (part_day is null or part_day in ('am', 'pm')),   -- a half day (one-day leave only)
  minutes integer check (minutes is null or minutes > 0), -- a part day counted in hours (one-day leave only)
  days numeric(6, 2) not null default 0,               -- working days it takes from the balance, fixed when asked
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected', 'cancelled')),
  note text,                                           -- the person's reason or note
  requested_by uuid not null,                          -- the person, or a manager scheduling it for them
  decided_by uuid,
  decided_at timestamptz,
  decision_reason text,                                -- required on rejection
  cancelled_by uuid,
  cancelled_at timestamptz,
  cancel_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (staff_id, org_id) references users (id, org_id),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (requested_by, org_id) references users (id, org_id),
  foreign key (decided_by, org_id) references users (id, org_id),
  foreign key (cancelled_by, org_id) references users (id, org_id),
  check (ends_on >= starts_on),
  check ((part_day is null and minutes is null) or starts_on = ends_on),
  check (status <> 'rejected' or decision_reason is not null),
  check (status <> 'cancelled' or cancelled_at is not null)
);
create index leave_requests_staff on leave_requests (org_id, staff_id, starts_on desc);
create index leave_requests_home on leave_requests (org_id, home_id, starts_on desc);
-- the rota's and calendar's "leave overlapping these dates" for a home
create index leave_requests_home_range on leave_requests (org_id, home_id, ends_on, starts_on) where status in ('requested', 'approved');

-- How a person's leave is counted (HR sets it; without a row: 5 days a week, 7.5 h a day, leave year from 1 April).
create table leave_settings (
  staff_id uuid not null,
  org_id uuid not null references organisations(id),
  days_per_week numeric(3, 1) not null default 5 check (days_per_week > 0 and days_per_week <= 7),
  hours_per_day numeric(4, 2) not null default 7.5 check (hours_per_day > 0 and hours_per_day <= 24),
  irregular_hours boolean not null default false,      -- accrues 12.07 % of hours worked instead
  unit text not null default 'days' check (unit in ('days', 'hours')),
  year_start_month integer not null default 4 check (year_start_month between 1 and 12),
  employment_start date,                               -- part-year pro rata in the first leave year
  extra_days numeric(5, 2) not null default 0 check (extra_days >= 0),   -- contractual leave above statutory
  carried_over_days numeric(5, 2) not null default 0 check (carried_over_days >= 0),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  primary key (staff_id),
  foreign key (staff_id, org_id) references users (id, org_id)
);

create table overtime_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  staff_id uuid not null,
  home_id uuid not null,
  worked_on date not null,
  minutes integer not null check (minutes > 0 and minutes <= 1440),
  compensation text not null check (compensation in ('paid', 'toil')),   -- paid, or time off in lieu
  reason text not null,
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected', 'cancelled')),
  requested_by uuid not null,
  decided_by uuid,
  decided_at timestamptz,
  decision_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (staff_id, org_id) references users (id, org_id),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (requested_by, org_id) references users (id, org_id),
  foreign key (decided_by, org_id) references users (id, org_id),
  check (status <> 'rejected' or decision_reason is not null)
);
create index overtime_requests_staff on overtime_requests (org_id, staff_id, worked_on desc);
create index overtime_requests_home on overtime_requests (org_id, home_id, worked_on desc);

-- A person's calendar subscription: the iCalendar feed is read with this token (only its hash is kept).
create table calendar_feeds (
  staff_id uuid not null primary key,
  org_id uuid not null references organisations(id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  foreign key (staff_id, org_id) references users (id, org_id)
);
