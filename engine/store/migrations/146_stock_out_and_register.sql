-- Stock that leaves with a young person and comes back (home leave, school, contact), who it went with or came from,
-- and a correction's link to the entry it corrects: the controlled-drug register is never edited, a correction is a
-- new line that says which line it corrects (engine/medication/register.ts).
alter table medication_stock_moves drop constraint medication_stock_moves_kind_check;
alter table medication_stock_moves add constraint medication_stock_moves_kind_check
  check (kind in ('received', 'given', 'adjustment', 'disposal', 'returned', 'count', 'sent_out', 'back_in'));
-- received from (pharmacy), returned to, sent out with (parent, school, contact supervisor), brought back by
alter table medication_stock_moves add column party text;
alter table medication_stock_moves add column corrects_id uuid references medication_stock_moves(id);
alter table medication_stock_moves add constraint medication_stock_moves_party_needed
  check (kind not in ('sent_out', 'back_in') or party is not null);
alter table medication_stock_moves add constraint medication_stock_moves_corrects_adjustment
  check (corrects_id is null or kind = 'adjustment');
