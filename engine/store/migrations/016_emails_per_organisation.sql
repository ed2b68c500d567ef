-- An email address names a login within one organisation only: the same address may
-- have a login in two organisations (someone working for two providers), and adding a user, an invitation
-- or a young person's own login only ever asks the caller's own organisation whether it is taken.
-- Sign-in still looks an address up across organisations (then the password decides), hence the plain index.
drop index users_email;
create unique index users_org_email on users (org_id, lower(email));
create index users_email on users (lower(email));
