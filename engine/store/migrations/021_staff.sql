-- Staff: an application made into an employee. One row per application (made once), naming
-- the user it became, who made it, when, and — if some safer-recruitment checks were not yet recorded —
-- the checks missing then and the manager's risk-assessed reason (kept: it is the evidence an inspector asks for).
create table staff_hires (
  org_id uuid not null references organisations(id),
  application_id uuid not null references records(id),
  user_id uuid not null references users(id),
  made_by uuid not null references users(id),
  made_at timestamptz not null default now(),
  missing_checks jsonb not null default '[]'::jsonb,
  risk_reason text,
  primary key (org_id, application_id)
);
create index staff_hires_user on staff_hires (org_id, user_id);
