-- A record's young person, home, author and members of staff must be of the record's own organisation:
-- the keys now say so (id and org_id together), where before they said only that the person existed
-- somewhere. The author's key also implies the organisation exists, so the record's separate key to
-- organisations goes; it, and the outbox's (whose org_id is copied from the row just written), took a
-- lock on the one organisation row that every write in the organisation shares.
create unique index young_people_id_org on young_people (id, org_id);
create unique index homes_id_org on homes (id, org_id);
create unique index users_id_org on users (id, org_id);
alter table records
  drop constraint records_org_id_fkey,
  drop constraint records_young_person_id_fkey,
  drop constraint records_home_id_fkey,
  drop constraint records_staff_id_fkey,
  drop constraint records_author_id_fkey,
  drop constraint records_changed_by_fkey,
  add constraint records_young_person_fkey foreign key (young_person_id, org_id) references young_people (id, org_id),
  add constraint records_home_fkey foreign key (home_id, org_id) references homes (id, org_id),
  add constraint records_staff_fkey foreign key (staff_id, org_id) references users (id, org_id),
  add constraint records_author_fkey foreign key (author_id, org_id) references users (id, org_id),
  add constraint records_changed_by_fkey foreign key (changed_by, org_id) references users (id, org_id);
alter table outbox drop constraint outbox_org_id_fkey;
