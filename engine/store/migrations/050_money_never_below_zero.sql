-- Money never below zero: a home's petty cash and each pot of a young person's own money cannot be overdrawn, by
-- any code path. Each account's balance is kept in one row here, moved by a trigger in the same statement as the
-- entry; the upsert locks that row, so writers to one account queue behind each other and the second of two
-- withdrawals sees the first. Money in is never refused (an account already below zero from before can be
-- brought back); money out that would leave the account below zero is refused with SQLSTATE 23514.
create table account_balances (
  org_id uuid not null references organisations(id),
  ledger text not null check (ledger in ('petty_cash', 'young_person')),
  owner_id uuid not null,                               -- the home (petty cash) or the young person (own money)
  pot text not null default '',                         -- the young person's pot; '' for petty cash
  balance_pence bigint not null,
  primary key (ledger, owner_id, pot)
);

insert into account_balances (org_id, ledger, owner_id, pot, balance_pence)
select org_id, ledger, case when ledger = 'petty_cash' then home_id else young_person_id end, coalesce(pot, ''),
       sum(case when direction = 'in' then amount_pence else -amount_pence end)
  from account_entries
 group by org_id, ledger, case when ledger = 'petty_cash' then home_id else young_person_id end, coalesce(pot, '');

create function account_entries_move_balance() returns trigger language plpgsql as $$
declare
  delta bigint := case when new.direction = 'in' then new.amount_pence else -new.amount_pence end;
  held bigint;
begin
  insert into account_balances as b (org_id, ledger, owner_id, pot, balance_pence)
  values (new.org_id, new.ledger, case when new.ledger = 'petty_cash' then new.home_id else new.young_person_id end, coalesce(new.pot, ''), delta)
  on conflict (ledger, owner_id, pot) do update set balance_pence = b.balance_pence + excluded.balance_pence
  returning b.balance_pence into held;
  if delta < 0 and held < 0 then
    raise exception 'account_balance_not_negative: % pence out would leave % pence', -delta, held
      using errcode = '23514', constraint = 'account_balance_not_negative';
  end if;
  return null;
end $$;
create trigger account_entries_move_balance after insert on account_entries
  for each row execute function account_entries_move_balance();

-- The ledger is append-only (corrections are new entries): what moves a balance is never changed or removed, so
-- the kept balance cannot drift from the entries. (The home an own-money entry belongs to moves with the young
-- person on a transfer; descriptions may be put right.)
create function account_entries_keep_amounts() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'account entries are never deleted: record a correction' using errcode = '23514', constraint = 'account_entries_append_only';
  end if;
  if (new.org_id, new.ledger, new.pot, new.direction, new.amount_pence, new.young_person_id)
     is distinct from (old.org_id, old.ledger, old.pot, old.direction, old.amount_pence, old.young_person_id)
     or (new.ledger = 'petty_cash' and new.home_id is distinct from old.home_id) then
    raise exception 'an account entry''s amount and account never change: record a correction' using errcode = '23514', constraint = 'account_entries_append_only';
  end if;
  return new;
end $$;
create trigger account_entries_keep_amounts before update or delete on account_entries
  for each row execute function account_entries_keep_amounts();
