-- A young person's records newest first, whatever their kind: the chronology, the profile's recent records
-- and the header search's records about a person walk it and stop at their page. Without it each
-- call would read and sort every record of the young person (records_yp_kind_date has the kind before the date, so it
-- is in date order only within a kind).
create index records_yp_date on records (org_id, young_person_id, record_date desc, id desc) where young_person_id is not null;
