// The signed-in person: who they are, their profile, their password, logout and sign out everywhere.
// A disclosure, closed by Escape or clicking away.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPost } from '../api.ts';
import { ROLE_LABELS } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Icon } from '../ui/Icon.tsx';

export function UserMenu() {
  const me = useMe();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await logout().catch(() => undefined);
    navigate('/login', { replace: true });
  };
  // Ends every session of this person on the server: a phone or a shared office computer left signed in too.
  const onLogoutEverywhere = async () => {
    setOpen(false);
    await apiPost('/api/auth/logout-everywhere', undefined, { redirectOn401: false }).catch(() => undefined);
    await logout().catch(() => undefined);
    navigate('/login', { replace: true, state: { flash: 'You are signed out on every device.' } });
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-ghost px-2 py-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={me.name} />
        <span className="hidden max-w-[10rem] truncate md:inline">{me.name}</span>
        <span className="sr-only md:hidden">{me.name}</span>
        <span className="sr-only">: account menu</span>
        <Icon name="chevronDown" className="h-4 w-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-72 rounded-xl border border-line bg-surface p-3 shadow-lg"
      >
        <p className="font-semibold">{me.name}</p>
        <p className="break-all text-sm text-muted">{me.email}</p>
        <p className="mt-1 text-sm text-muted">
          {ROLE_LABELS[me.role] ?? me.role}
          {me.orgName ? ` · ${me.orgName}` : ''}
        </p>
        <div className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
          <Link to={`/profile/${me.id}/overview`} className="btn-ghost justify-start" onClick={() => setOpen(false)}>
            My profile
          </Link>
          <Link to="/account/password" className="btn-ghost justify-start" onClick={() => setOpen(false)}>
            Change password
          </Link>
          <button type="button" className="btn-ghost justify-start" onClick={() => void onLogout()}>
            Log out
          </button>
          <button
            type="button"
            className="btn-ghost justify-start"
            aria-describedby={`${panelId}-everywhere`}
            onClick={() => void onLogoutEverywhere()}
          >
            Sign out everywhere
          </button>
          <p id={`${panelId}-everywhere`} className="px-3 text-xs text-muted">
            Ends your sessions on every device, this one too.
          </p>
        </div>
      </div>
    </div>
  );
}
