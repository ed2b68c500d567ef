-- A kind's records across the whole organisation, newest first: a director's lists with no home or young person chosen
-- (applications, every incident of every home, the cross-home registers). Without it the planner walked the young
-- person index whole (no leading young person to seek on) and sorted, even for an empty list.
create index records_kind_date on records (org_id, kind, record_date desc, id desc);
