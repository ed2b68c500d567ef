-- The charts API sums chart_counts over (organisation, metric, dim, a range of days), for the homes in
-- the caller's scope. In the bucket's unique index home_id is a key column, so a plan made once for a
-- named statement (its generic plan) ran `home_id = any($homes)` as one index descent per home — sixty
-- for a director. Here the day range is the whole key and the rest is carried: the homes are a filter,
-- and the sum reads this index alone (an index-only scan) whichever plan is used.
create index chart_counts_period on chart_counts (org_id, metric, dim, day) include (home_id, kind, status, key, young_person_id, n);
