-- An organisation's chart counts per week, every home together: the org-level charts of a
-- director read whole weeks here instead of summing chart_counts' days. chart_counts keeps a bucket per
-- day, home and young person, so an incident is nearly a bucket of its own; here five years of incidents by
-- type are a few hundred rows (week, status, key).
-- Only records with a home are counted (the org view leaves homeless ones out, as chart_counts' reads
-- do). Kept by the chart worker in the transaction that changes chart_counts, and by the rebuild.
create table chart_org_weeks (
  org_id uuid not null references organisations(id),
  metric text not null,
  dim text not null,
  week date not null,                         -- the Monday (London days)
  status text not null,
  key text not null,
  n bigint not null,
  -- n carried in the key's index: a chart's weeks are read from the index alone
  primary key (org_id, metric, dim, week, status, key) include (n)
);

-- filled from the days already kept (the start-up rebuild recomputes both from the records), in the
-- key's order so that a chart's weeks lie on a few pages
insert into chart_org_weeks (org_id, metric, dim, week, status, key, n)
select org_id, metric, dim, day - (extract(isodow from day)::int - 1), status, key, sum(n)
  from chart_counts where home_id is not null
 group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0
 order by 1, 2, 3, 4, 5, 6;

-- The homes an org-level chart leaves out (not operational: SPEC §9) are taken off the weeks' figures
-- per home: their days read from here, one descent per home, rather than every home's days filtered.
create index chart_counts_home on chart_counts (org_id, home_id, metric, dim, day) include (status, key, n);
