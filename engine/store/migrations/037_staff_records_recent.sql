-- The HR activity audit pages the newest changes to staff records across an organisation. A record's
-- current version is always newer than its revisions, so the newest lines come from the staff records changed most
-- recently: this index walks them newest first (staff records are a few per cent of all records: a small index).
create index records_staff_recent on records (org_id, updated_at desc, id desc) where staff_id is not null;
