-- The rates pay is checked and paid by, per organisation (decision 0780): minimum wage bands, night-premium hours and
-- proclaimed bank-holiday changes, each dated, with its source and whether it was checked here. Rows are only added:
-- a correction is a new row naming the row it corrects and why, so the corrected row stays as history. Each
-- organisation holds the shipped rows (seed_key), written at start-up after the migrations and when it is made.
create table pay_reference_rows (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  kind text not null check (kind in ('minimum_wage', 'premium', 'bank_holiday')),
  applies_from date not null,
  figures jsonb not null,
  source text not null,
  checked boolean not null,
  seed_key text,
  corrects uuid references pay_reference_rows(id),
  reason text,
  created_by uuid,
  created_at timestamptz not null default now(),
  foreign key (created_by, org_id) references users (id, org_id),
  check ((corrects is null) = (reason is null))
);
create unique index pay_reference_rows_seed on pay_reference_rows (org_id, seed_key) where seed_key is not null;
-- a row is corrected once; a second correction corrects the correction
create unique index pay_reference_rows_corrects on pay_reference_rows (corrects) where corrects is not null;
create index pay_reference_rows_org on pay_reference_rows (org_id, kind, applies_from);
