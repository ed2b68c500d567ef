-- Accounts (DOMAIN §19): petty cash per home and each young person's own money, one append-only
-- ledger. An entry is never updated or deleted; a correction is a new entry that reverses one (reverses_id,
-- at most once). Amounts are whole pence (bigint), never floating point.
create table account_entries (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null unique,                       -- the order entries were written: running balances follow it
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  young_person_id uuid,                                 -- petty cash: spent for / given to; own money: whose
  ledger text not null check (ledger in ('petty_cash', 'young_person')),
  pot text check (pot in ('pocket_money', 'clothing', 'birthday', 'festival', 'education', 'savings')),
  kind text not null check (kind in ('entry', 'top_up', 'correction', 'handover')),
  entry_date date not null,
  direction text not null check (direction in ('in', 'out')),
  amount_pence bigint not null check (amount_pence > 0),
  category text not null,
  description text not null check (length(description) between 1 and 500),
  receipt_document_id uuid references documents(id),
  reverses_id uuid unique references account_entries(id),
  acknowledged boolean,                                 -- the young person signed for it (own money)
  not_acknowledged_reason text,
  entered_by uuid not null,
  entered_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (entered_by, org_id) references users (id, org_id),
  check ((ledger = 'young_person') = (pot is not null)),
  check (ledger = 'petty_cash' or young_person_id is not null),
  check ((kind = 'correction') = (reverses_id is not null))
);
create index account_entries_home on account_entries (org_id, home_id, ledger, seq);
create index account_entries_young_person on account_entries (org_id, young_person_id, ledger, seq) where young_person_id is not null;
create index account_entries_date on account_entries (org_id, entry_date);

-- A manager's count of a home's cash: what was there, what the ledger said, and why they differ.
create table cash_counts (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  counted_pence bigint not null check (counted_pence >= 0),
  expected_pence bigint not null,
  discrepancy_pence bigint not null,
  up_to_seq bigint not null,                            -- the last entry the expected balance includes
  reason text,
  counted_by uuid not null,
  counted_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (counted_by, org_id) references users (id, org_id),
  check (discrepancy_pence = counted_pence - expected_pence),
  check (discrepancy_pence = 0 or length(coalesce(reason, '')) > 0)
);
create index cash_counts_home on cash_counts (org_id, home_id, counted_at desc);

-- A home's monthly budget per spending category, for analytics.
create table account_budgets (
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  category text not null,
  monthly_pence bigint not null check (monthly_pence >= 0),
  updated_by uuid not null,
  updated_at timestamptz not null default now(),
  primary key (org_id, home_id, category),
  foreign key (home_id, org_id) references homes (id, org_id)
);
