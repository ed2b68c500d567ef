-- The staff PIN (HR): a short secret that confirms it is the person recording a dose, a stock
-- movement or a witness signature, without their password. Hashed like a password (scrypt); reset by
-- clearing it (the person then sets a new one); set_at says when it was set.
alter table users add column pin_hash text;
alter table users add column pin_set_at timestamptz;
