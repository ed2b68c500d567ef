-- Obligations (engine/obligations): the scan finds each duty's open system tasks by their natural-key
-- prefix ('obligation:<key>:'), across organisations; a pattern index over open ones only stays small.
create index tasks_open_natural_key on tasks (natural_key text_pattern_ops) where status = 'not_complete' and natural_key is not null;

-- Dated items kept in step with the record they come from (a definition's `alerts`): found by record on every save.
create index dated_items_source on dated_items (source_record_id) where source_record_id is not null and archived_at is null;

-- Accounts analytics (all homes, a date range) read petty cash only: by ledger then date, not past every
-- young person's own-money entry of the period (EXPLAIN in docs/performance-history.md).
create index account_entries_ledger_date on account_entries (org_id, ledger, entry_date);
