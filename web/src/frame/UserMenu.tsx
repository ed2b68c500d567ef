// The signed-in person: who they are, their profile, their password and sign-in security, logout and sign out
// everywhere.
// A disclosure, closed by Escape or clicking away. Signing out takes the person's drafts kept on this device and
// their key with it; when some were never saved, it says so first and offers to stay and save them.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPost } from '../api.ts';
import { ROLE_LABELS } from '../lib/format.ts';
import { draftsWaiting } from '../records/deviceDrafts.ts';
import { useMe, useSession } from '../session.tsx';
import { freshPage, lockDevice } from '../shared-device/shared-device.ts';
import { useSharedDevice } from '../shared-device/useIdleLock.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Icon } from '../ui/Icon.tsx';

export function UserMenu() {
  const me = useMe();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // on a home's shared device: hand it to a colleague who signed in here this shift (their PIN), keeping this session
  const sharedDevice = useSharedDevice();
  // drafts on this device not yet saved, and which sign-out waits on the person's answer
  const [waiting, setWaiting] = useState<{ count: number; everywhere: boolean } | null>(null);
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

  /** Unsaved drafts on this device: ask first (null: none, or the device's storage cannot say). */
  const askFirst = async (everywhere: boolean) => {
    setOpen(false);
    const count = await draftsWaiting(me.id).catch(() => 0);
    if (count > 0) setWaiting({ count, everywhere });
    return count > 0;
  };
  const onLogout = async (asked = false) => {
    if (!asked && (await askFirst(false))) return;
    await logout().catch(() => undefined);
    // on a shared device the next person starts from a fresh page, as after Switch user
    if (sharedDevice) freshPage('/login');
    else void navigate('/login', { replace: true });
  };
  // Ends every session of this person on the server: a phone or a shared office computer left signed in too.
  const onLogoutEverywhere = async (asked = false) => {
    if (!asked && (await askFirst(true))) return;
    await apiPost('/api/auth/logout-everywhere', undefined, { redirectOn401: false }).catch(() => undefined);
    await logout().catch(() => undefined);
    void navigate('/login', { replace: true, state: { flash: 'You are signed out on every device.' } });
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
          <Link to="/account/security" className="btn-ghost justify-start" onClick={() => setOpen(false)}>
            Sign-in and security
          </Link>
          <Link to="/account/email" className="btn-ghost justify-start" onClick={() => setOpen(false)}>
            Email notifications
          </Link>
          {sharedDevice ? (
            <button type="button" className="btn-ghost justify-start" onClick={() => void lockDevice()}>
              Switch user
            </button>
          ) : null}
          <button type="button" className="btn-ghost justify-start" onClick={() => void onLogout(false)}>
            Log out
          </button>
          <button
            type="button"
            className="btn-ghost justify-start"
            aria-describedby={`${panelId}-everywhere`}
            onClick={() => void onLogoutEverywhere(false)}
          >
            Sign out everywhere
          </button>
          <p id={`${panelId}-everywhere`} className="px-3 text-xs text-muted">
            Ends your sessions on every device, this one too.
          </p>
        </div>
      </div>
      <ConfirmDialog
        open={waiting !== null}
        title="Writing on this device has not been saved"
        confirmLabel="Sign out and delete it"
        danger
        onConfirm={() => (waiting?.everywhere ? onLogoutEverywhere(true) : onLogout(true))}
        onClose={() => setWaiting(null)}
      >
        {waiting ? (
          <p>
            {waiting.count === 1 ? 'One form you were writing is' : `${waiting.count} forms you were writing are`} kept
            on this device and not saved. Signing out deletes what this device keeps of yours. Stay signed in, open the
            form again and save it first, or sign out and lose it.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
