-- Records and sign-offs get time-ordered ids (UUID version 7, RFC 9562) instead of random ones.
-- A random id lands on a random leaf of the primary key (records_pkey, records_id_org, signoffs_pkey) and
-- of every key that carries it (record_revisions, signoffs_record): at a million records each insert
-- dirtied a page nobody had touched since the last checkpoint, so it wrote a full page image to the WAL
-- (7.1 kB of WAL per saved record, 3.7 kB with these ids) and kept cold pages in memory. A version 7 id
-- starts with the time in milliseconds, so new ids go to the right edge of those indexes. It tells when
-- the row was made, which the record shows anyway; it is not a secret (access is checked on every read).
-- PostgreSQL 18 has uuidv7(); 15 and PGlite do not, so it is built from gen_random_uuid()'s random bits.
create function uuid_v7() returns uuid language sql volatile parallel safe as $$
  select encode(
    -- the 7th byte's high half is the version: a random id's 0100 (4) becomes 0111 (7) by setting its two
    -- low bits, 52 and 53 (set_bit counts from each byte's right)
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())                    -- the variant bits (10) are already set
        placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),   -- the first 6 bytes: milliseconds since 1970
      52, 1), 53, 1),
    'hex')::uuid
$$;

alter table records alter column id set default uuid_v7();
alter table signoffs alter column id set default uuid_v7();
