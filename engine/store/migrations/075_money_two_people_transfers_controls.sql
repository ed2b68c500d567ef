-- A child's money by two people, transfers that move two ledgers together, and petty cash controls
-- (engine/accounts/controls.ts; decisions 0470-0474). The ledger stays append-only: these columns are written with
-- the entry and never changed after (migration 050's trigger still guards the amounts and the account).

-- Who besides the recorder confirmed money passing to or from a young person: a second member of staff's PIN
-- (witness) or the young person's own signature drawn on the device (a PNG data URL).
alter table account_entries
  add column witness_id uuid,
  add column witness_method text check (witness_method in ('pin', 'password')),
  add column young_person_signature text check (length(young_person_signature) <= 200000),
  -- the two lines of one transfer (petty cash out, pot in; or back) share it; a correction of one names it too
  add column transfer_id uuid,
  -- spending over the organisation's receipt threshold without a receipt says why
  add column no_receipt_reason text check (length(no_receipt_reason) <= 300),
  -- spending over the limit: the manager of the home who approved it with their PIN
  add column approved_by uuid,
  -- an advance to a young person (a recorded agreement, records.id of kind money-advance) paid or repaid by this
  add column advance_id uuid,
  add foreign key (witness_id, org_id) references users (id, org_id),
  add foreign key (approved_by, org_id) references users (id, org_id),
  add constraint account_entries_witness_not_recorder check (witness_id is null or witness_id <> entered_by),
  add constraint account_entries_witness_method check ((witness_id is null) = (witness_method is null));

alter table account_entries drop constraint account_entries_kind_check;
alter table account_entries add constraint account_entries_kind_check
  check (kind in ('entry', 'top_up', 'correction', 'handover', 'transfer'));
-- a transfer's lines are two: one on each ledger
create unique index account_entries_transfer_line on account_entries (transfer_id, ledger, kind) where transfer_id is not null;
create index account_entries_advance on account_entries (org_id, advance_id) where advance_id is not null;

-- A count by two: the second person, and whether it was the manager's monthly audit.
alter table cash_counts
  add column witness_id uuid,
  add column witness_method text check (witness_method in ('pin', 'password')),
  add column audit boolean not null default false,
  add foreign key (witness_id, org_id) references users (id, org_id),
  add constraint cash_counts_witness_not_counter check (witness_id is null or witness_id <> counted_by);

-- The organisation's petty cash controls; no row: the defaults (DEFAULT_CONTROLS).
create table petty_cash_controls (
  org_id uuid primary key references organisations(id),
  receipt_threshold_pence bigint not null check (receipt_threshold_pence between 0 and 100000000),
  spending_limit_pence bigint check (spending_limit_pence between 0 and 100000000),
  count_tolerance_pence bigint not null check (count_tolerance_pence between 0 and 100000000),
  updated_by uuid not null,
  updated_at timestamptz not null default now(),
  foreign key (updated_by, org_id) references users (id, org_id)
);
