-- The document locker holds files about a member of staff too (SPEC §2 staff profile document-locker):
-- a document belongs to a young person (or their record) or to a member of staff, never both.
alter table documents add column staff_id uuid references users(id);
alter table documents add constraint documents_one_subject check (staff_id is null or (young_person_id is null and record_id is null));
create index documents_staff on documents (org_id, staff_id, uploaded_at desc) where staff_id is not null;
