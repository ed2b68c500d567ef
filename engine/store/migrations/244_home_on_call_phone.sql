-- The number staff phone for the on-call manager: shown offline, from the shift pack, when a notifiable incident or a
-- missing episode is written with no connection (the home's managers cannot be told by the app until it is sent).
alter table homes add column on_call_phone text check (char_length(on_call_phone) between 1 and 40);
