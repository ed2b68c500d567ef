// Which home the screens show. A choice only for people who work in more than one home.
import { useId } from 'react';
import { useSession } from '../session.tsx';

export function HomeSwitcher() {
  const { me, currentHome, setCurrentHome } = useSession();
  const id = useId(); // in the top bar and, on a phone, in the Menu too
  if (!me || !currentHome) return null;
  if (me.homes.length < 2) {
    return (
      <p className="truncate font-medium">
        <span className="sr-only">Current home: </span>
        {currentHome.name}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-muted">
        Current home
      </label>
      <select
        id={id}
        className="field-input min-w-[10rem] py-1"
        value={currentHome.id}
        onChange={(e) => setCurrentHome(e.target.value)}
      >
        {me.homes.map((h) => (
          <option key={h.id} value={h.id}>
            {h.name}
          </option>
        ))}
      </select>
    </div>
  );
}
