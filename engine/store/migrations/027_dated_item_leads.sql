-- A dated item's own leads (days before expiry an alert is raised), copied from its definition's
-- `alerts[].leadDays` when a record feeds it (e.g. training 60/30/7/0). Null: the expiry worker's
-- default leads (engine/alerts/catalogue.ts LEADS.datedItems).
alter table dated_items add column lead_days int[] check (lead_days is null or cardinality(lead_days) between 1 and 12);
