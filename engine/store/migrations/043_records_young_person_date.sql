-- A young person's records newest first, whatever their kind: the chronology, the profile's recent records
-- and the header search's records about a person walk it and stop at their page. Before (issue 24) each
-- call read every record of the young person and sorted them: some 2,800 at 1,000,000 records, 8,400 at
-- 3,000,000 (records_yp_kind_date has the kind before the date, so it is in date order only within a kind).
create index records_yp_date on records (org_id, young_person_id, record_date desc, id desc) where young_person_id is not null;
