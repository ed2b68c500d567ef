-- The organisation's own files (the company logo on /company): a document about no young person, record, member
-- of staff or home. Kept in the document store (archive, not delete: a replaced logo is archived), served only by
-- its own route, never by the document locker's.
alter table documents add column for_organisation boolean not null default false;
alter table documents add constraint documents_organisation_alone
  check (not for_organisation or (young_person_id is null and record_id is null and staff_id is null and home_id is null));
create index documents_organisation on documents (org_id, category, uploaded_at desc) where for_organisation and archived_at is null;
