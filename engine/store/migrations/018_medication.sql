-- Medication (DOMAIN §10): the MAR (one row per dose given or not) and each medicine's stock
-- (a running balance that cannot go below nought, and an append-only log of every movement: the
-- controlled-drug register is this log for a controlled medicine, with its two signatures).
-- The medicine itself is a `medication` record (workflow none: every change a revision).
create unique index records_id_org on records (id, org_id);

create table mar_entries (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  young_person_id uuid not null,
  medication_id uuid not null,
  medication_version integer not null,                 -- the prescription as it stood when the dose was recorded
  prn boolean not null,
  scheduled_at timestamptz not null,                   -- a regular dose's time; a PRN dose's time given
  outcome text not null check (outcome in ('given', 'refused', 'omitted', 'not_required', 'on_leave', 'in_hospital',
    'unavailable', 'spoiled', 'self_administered')),
  given_at timestamptz,
  dose_given text,
  quantity numeric(12, 3) check (quantity is null or quantity > 0),   -- stock units taken from stock
  reason text,                                         -- why not given (required unless given)
  prn_reason text,                                     -- why a PRN dose was given
  effect text,
  effect_checked_at timestamptz,
  effect_by uuid,
  recorded_by uuid not null,
  witness_id uuid,
  recorded_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (medication_id, org_id) references records (id, org_id),
  foreign key (recorded_by, org_id) references users (id, org_id),
  foreign key (witness_id, org_id) references users (id, org_id),
  foreign key (effect_by, org_id) references users (id, org_id),
  check (outcome in ('given', 'self_administered') or reason is not null),
  check (not prn or outcome <> 'given' or prn_reason is not null),
  check (witness_id is null or witness_id <> recorded_by)
);
-- a scheduled dose is recorded once: the second of two staff recording it at the same moment fails here
create unique index mar_entries_one_per_dose on mar_entries (medication_id, scheduled_at) where not prn;
-- the MAR of a young person and a home's round, by time
create index mar_entries_young_person on mar_entries (org_id, young_person_id, scheduled_at);
create index mar_entries_home on mar_entries (org_id, home_id, scheduled_at);

-- A medicine's balance, once stock is kept for it (the first receipt). The check is the last guard:
-- the service refuses a movement that would go below nought with a reason before it gets here.
create table medication_stock (
  medication_id uuid primary key,
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  young_person_id uuid not null,
  balance numeric(12, 3) not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now(),
  foreign key (medication_id, org_id) references records (id, org_id),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id)
);
create index medication_stock_home on medication_stock (org_id, home_id);
create unique index medication_stock_id_org on medication_stock (medication_id, org_id);

create table medication_stock_moves (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null unique,
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  young_person_id uuid not null,
  medication_id uuid not null,
  kind text not null check (kind in ('received', 'given', 'adjustment', 'disposal', 'returned', 'count')),
  quantity numeric(12, 3) not null,                    -- the signed change to the balance (0 for a count)
  balance_after numeric(12, 3) not null check (balance_after >= 0),
  batch text,
  expiry date,
  reason text check (reason is null or reason in ('spoiled', 'spilled', 'expired', 'lost', 'correction', 'other')),
  note text,
  counted numeric(12, 3),                              -- a count: what was there
  mar_entry_id uuid references mar_entries(id),
  by_id uuid not null,
  witness_id uuid,
  at timestamptz not null default now(),
  foreign key (medication_id, org_id) references medication_stock (medication_id, org_id),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (by_id, org_id) references users (id, org_id),
  foreign key (witness_id, org_id) references users (id, org_id),
  check (kind <> 'adjustment' or (reason is not null and note is not null)),
  check (kind <> 'count' or counted is not null),
  check (witness_id is null or witness_id <> by_id)
);
create index medication_stock_moves_medicine on medication_stock_moves (org_id, medication_id, seq);
create index medication_stock_moves_young_person on medication_stock_moves (org_id, young_person_id, seq);
