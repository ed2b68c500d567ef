-- Chart aggregates (SPEC §9), kept by the chart-aggregation worker from the outbox; the charts API
-- reads these and never scans the records on a request.
--
-- chart_counts         the figures: records counted per metric, kind, home, young person, London day,
--                      status and group (dim = the group-by, key = its value; dim 'none' counts each record once)
-- chart_contributions  what each record currently adds to chart_counts, so an edit that moves it between
--                      buckets subtracts exactly what it added before (and a replay subtracts nothing twice)
-- chart_record_versions the record version last applied: an older or repeated message changes nothing
-- chart_stays          each young person's stay in a home (occupancy), from young_people
-- chart_state          when an organisation's aggregates were last rebuilt from scratch

create table chart_counts (
  org_id uuid not null references organisations(id),
  metric text not null,
  dim text not null,
  day date not null,
  home_id uuid,
  kind text not null,
  status text not null,
  key text not null,
  young_person_id uuid,
  n bigint not null,
  constraint chart_counts_bucket unique nulls not distinct (org_id, metric, dim, day, home_id, kind, status, key, young_person_id)
);
create index chart_counts_young_person on chart_counts (org_id, young_person_id, metric, dim, day) where young_person_id is not null;

create table chart_contributions (
  org_id uuid not null references organisations(id),
  record_id uuid not null,
  metric text not null,
  dim text not null,
  day date not null,
  home_id uuid,
  kind text not null,
  status text not null,
  key text not null,
  young_person_id uuid,
  n integer not null
);
create index chart_contributions_record on chart_contributions (record_id);
-- the records behind a bar or point (drill-down), newest first
create index chart_contributions_drill on chart_contributions (org_id, metric, dim, key, day desc, record_id desc);

create table chart_record_versions (
  record_id uuid primary key,
  org_id uuid not null references organisations(id),
  version integer not null
);

create table chart_stays (
  young_person_id uuid primary key,
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  from_day date not null,
  to_day date                                   -- the day they left (exclusive); null while they live there
);
create index chart_stays_home on chart_stays (org_id, home_id);

create table chart_state (
  org_id uuid primary key references organisations(id),
  rebuilt_at timestamptz not null,
  records integer not null,
  took_ms integer not null
);

-- Occupancy is a share of the places the home is registered for (its Ofsted registration).
alter table homes add column registered_places integer check (registered_places > 0);
