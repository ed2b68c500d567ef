-- An organisation's chart counts per week and home: a director's org-level chart by home
-- (incidents or key worker sessions per home over twelve months) would otherwise sum every day bucket of two years;
-- here the same figures are a week per home, status and key. chart_org_weeks (044) stays: the views by type and status
-- would read every home's rows here. Kept with it, by the chart worker and the rebuild.
create table chart_home_weeks (
  org_id uuid not null references organisations(id),
  metric text not null,
  dim text not null,
  week date not null,                         -- the Monday (London days)
  home_id uuid not null,
  status text not null,
  key text not null,
  n bigint not null,
  -- the week before the home: a chart's period is one range of the index, its homes filtered in it
  primary key (org_id, metric, dim, week, home_id, status, key) include (n)
);

insert into chart_home_weeks (org_id, metric, dim, week, home_id, status, key, n)
select org_id, metric, dim, day - (extract(isodow from day)::int - 1), home_id, status, key, sum(n)
  from chart_counts where home_id is not null
 group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0
 order by 1, 2, 3, 4, 5, 6, 7;
