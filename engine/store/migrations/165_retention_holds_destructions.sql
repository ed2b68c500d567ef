-- Retention review (decision 0770): a legal hold stops the destruction of a young person's case file or of one
-- record, whatever its end date; lifting keeps the row (who, when, why). What the hold is on: 'young-person' (their
-- whole case file) or 'record' (one record of a home or the organisation).
create table retention_holds (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  subject_type text not null check (subject_type in ('young-person', 'record')),
  subject_id uuid not null,
  reason text not null,
  placed_by uuid not null,
  placed_at timestamptz not null default now(),
  lifted_by uuid,
  lifted_at timestamptz,
  lift_reason text,
  foreign key (placed_by, org_id) references users (id, org_id),
  foreign key (lifted_by, org_id) references users (id, org_id),
  check ((lifted_at is null) = (lifted_by is null) and (lifted_at is null) = (lift_reason is null))
);
create unique index retention_holds_open on retention_holds (org_id, subject_type, subject_id) where lifted_at is null;

-- The destruction log: proposed by one director, approved (and carried out) by another. It names what went by its
-- kind, counts, dates and the rule, never its content: `what` holds no name, no text of a record, no file.
create table destructions (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  subject_type text not null check (subject_type in ('young-person', 'record')),
  subject_id uuid not null,
  status text not null default 'proposed' check (status in ('proposed', 'destroyed', 'withdrawn')),
  what jsonb not null,
  retention_ended_on date not null,
  reason text not null,
  proposed_by uuid not null,
  proposed_at timestamptz not null default now(),
  decided_by uuid,
  decided_at timestamptz,
  foreign key (proposed_by, org_id) references users (id, org_id),
  foreign key (decided_by, org_id) references users (id, org_id),
  check (status = 'proposed' or (decided_by is not null and decided_at is not null)),
  check (status <> 'destroyed' or decided_by <> proposed_by)
);
create unique index destructions_open on destructions (org_id, subject_type, subject_id) where status = 'proposed';
create index destructions_org on destructions (org_id, proposed_at desc);
