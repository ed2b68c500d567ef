// The top bar's search box (SPEC §2 /search): staff type a name and go to the results page.
// A young person's own login has no search (the API refuses it), so the box is not shown to them.
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../session.tsx';

export function SearchBox() {
  const me = useMe();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const id = useId(); // the box is in the top bar and, on a phone, in the Menu too
  if (!me.abilities.organisation.search) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim().length >= 2) void navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Search young people, staff and records
      </label>
      <input
        id={id}
        type="search"
        className="field-input w-44 sm:w-56"
        placeholder="Search by name"
        minLength={2}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </form>
  );
}
