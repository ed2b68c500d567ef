// The signed-in person, their current home and home-type wording, for every screen.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { HOME_TYPES as WORDING_HOME_TYPES, resolveWording } from '../../definitions/wording.ts';
import { apiGet, apiPost, ApiProblem, query } from './api.ts';
import { keyStore } from './offline/deviceDb.ts';
import { keepWithPassword, unlockWithPassword } from './offline/deviceKey.ts';
import { dropShiftPack, lockedPack, refreshShiftPack, type ShiftPack } from './offline/shiftPack.ts';
import { wipePerson } from './records/deviceDrafts.ts';
import { clearLinkedRecordsCache } from './rjsf/linked-records.ts';
import { clearPeopleCache } from './rjsf/people.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys.ts';
import type { HomeRef, HomeType, Me } from './types.ts';

type Status = 'loading' | 'anonymous' | 'ready' | 'error' | 'locked';

export interface Session {
  status: Status;
  me: Me | null;
  error: ApiProblem | null;
  currentHome: HomeRef | null;
  homeType: HomeType;
  setCurrentHome: (homeId: string) => void;
  /**
   * Signs in; or, when the same email and password open logins in several organisations, says which they are; or,
   * when the person holds a second factor (or must enrol one), says that step comes next.
   */
  login: (email: string, password: string, organisationId?: string) => Promise<Me | OrganisationChoice | SecondStep>;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
  /**
   * Offline after a reload, what this device keeps for the person last signed in here is locked (status 'locked'):
   * whether their password opens it (false: single sign-on only, they reconnect).
   */
  locked: { byPassword: boolean } | null;
  /** Open it with the person's password (false: not the password that locked it). */
  unlock: (password: string) => Promise<boolean>;
}

/** The organisations to choose from when one email and password open a login in each (no session yet). */
export interface OrganisationChoice {
  chooseOrganisation: { id: string; name: string }[];
}

/** The password was right; the sign-in finishes with a second factor, or (overdue) by enrolling one. */
export type SecondStep = { secondFactor: { methods: string[] } } | { enrolSecondFactor: true };

const SessionContext = createContext<Session | null>(null);

const HOME_TYPES: readonly HomeType[] = WORDING_HOME_TYPES;

/** The remembered home type, so wording is right on the very first paint. */
function storedHomeType(): HomeType {
  const t = readStored(STORAGE_KEYS.homeType);
  return HOME_TYPES.includes(t as HomeType) ? (t as HomeType) : 'children_home';
}

/** The remembered home if the person still works there, else their first home. */
function pickHome(me: Me, wantedId: string | null): HomeRef | null {
  return me.homes.find((h) => h.id === wantedId) ?? me.homes[0] ?? null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('loading');
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [homeId, setHomeId] = useState<string | null>(() => readStored(STORAGE_KEYS.currentHomeId));
  const [locked, setLocked] = useState<{ userId: string; byPassword: boolean } | null>(null);
  // the password typed at sign-in, held until a second step finishes it: it wraps the device's key (deviceKey.ts)
  const signingInWith = useRef<string | null>(null);

  // Pickers' lists (colleagues, young people, linked records) are cached per page load; the next person signed in
  // on this tab must not see the last one's.
  const cachedFor = useRef<string | null>(null);
  const forgetCachedLists = useCallback((personId: string | null) => {
    if (cachedFor.current === personId) return;
    clearPeopleCache();
    clearLinkedRecordsCache();
    cachedFor.current = personId;
  }, []);

  const accept = useCallback(
    (person: Me) => {
      forgetCachedLists(person.id);
      setLocked(null);
      setMe(person);
      setError(null);
      setStatus('ready');
    },
    [forgetCachedLists],
  );

  /**
   * Just signed in with a password: it wraps the device's key before the app goes on (PBKDF2 takes a moment; a page
   * loaded straight after would cut it short and leave no way to unlock offline).
   */
  const keepPassword = useCallback(async (person: Me) => {
    const password = signingInWith.current;
    signingInWith.current = null;
    if (password) await keepWithPassword(keyStore, person.id, password).catch(() => undefined);
    return person;
  }, []);

  const refresh = useCallback(async () => {
    try {
      // The probe must not bounce to /login itself: the router decides where anonymous people go.
      accept(await keepPassword(await apiGet<Me>('/api/auth/me', { redirectOn401: false })));
    } catch (err) {
      setMe(null);
      const shut = err instanceof ApiProblem && err.status === 0 ? await lockedPack().catch(() => null) : null;
      if (shut) {
        setLocked(shut);
        setStatus('locked');
      } else if (err instanceof ApiProblem && err.status === 401) {
        setStatus('anonymous');
      } else {
        setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
        setStatus('error');
      }
    }
  }, [accept, keepPassword]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string, organisationId?: string) => {
      const answer = await apiPost<{ user: Me } | OrganisationChoice | SecondStep>(
        '/api/auth/login',
        { email, password, ...(organisationId ? { organisationId } : {}) },
        { redirectOn401: false },
      );
      if (!('user' in answer)) {
        if (!('chooseOrganisation' in answer)) signingInWith.current = password;
        return answer;
      }
      signingInWith.current = password;
      const { user } = answer;
      // The login answer may be a slim user; /me is the full picture (areas, homes).
      const full = await apiGet<Me>('/api/auth/me', { redirectOn401: false }).catch(() => user);
      accept(await keepPassword(full));
      return full;
    },
    [accept, keepPassword],
  );

  const logout = useCallback(async () => {
    try {
      await apiPost('/api/auth/logout', undefined, { redirectOn401: false });
    } finally {
      // what this device kept of the person's (drafts, their key) goes with them
      if (me) await dropShiftPack(me.id).catch(() => undefined);
      if (me) await wipePerson(me.id).catch(() => undefined);
      forgetCachedLists(null);
      setMe(null);
      setStatus('anonymous');
    }
  }, [forgetCachedLists, me]);

  const unlock = useCallback(
    async (password: string) => {
      if (!locked?.byPassword || !(await unlockWithPassword(keyStore, locked.userId, password))) return false;
      await refresh();
      return true;
    },
    [locked, refresh],
  );

  const currentHome = me ? pickHome(me, homeId) : null;
  const homeType = currentHome?.type ?? storedHomeType();

  // Remember the home and its type (SPEC §9) so a reload opens the same home with the right wording.
  useEffect(() => {
    if (!currentHome) return;
    writeStored(STORAGE_KEYS.currentHomeId, currentHome.id);
    writeStored(STORAGE_KEYS.homeType, currentHome.type);
  }, [currentHome]);

  const setCurrentHome = useCallback((id: string) => setHomeId(id), []);

  // The shift pack for the home in use, refreshed whenever the server can answer: at sign-in, each page load, a change
  // of home and when the connection comes back (offline, the request fails and the kept pack stays).
  const packHomeId = currentHome?.id;
  useEffect(() => {
    if (!me || !packHomeId) return;
    const refreshPack = () =>
      void refreshShiftPack(me, packHomeId, () =>
        apiGet<ShiftPack>(`/api/shift-pack${query({ home: packHomeId })}`, { redirectOn401: false }),
      ).catch(() => undefined);
    refreshPack();
    window.addEventListener('online', refreshPack);
    return () => window.removeEventListener('online', refreshPack);
  }, [me, packHomeId]);

  const value = useMemo<Session>(
    () => ({
      status,
      me,
      error,
      currentHome,
      homeType,
      setCurrentHome,
      login,
      logout,
      refresh,
      locked: locked && { byPassword: locked.byPassword },
      unlock,
    }),
    [status, me, error, currentHome, homeType, setCurrentHome, login, logout, refresh, locked, unlock],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in person; only for screens behind the login guard. */
export function useMe(): Me {
  const { me } = useSession();
  if (!me) throw new Error('useMe without a signed-in person');
  return me;
}

/** `(text) => text with {cyp}, {planName}… resolved for the current home type`. */
export function useWording(): (text: string) => string {
  const { homeType } = useSession();
  return useCallback((text: string) => resolveWording(text, homeType), [homeType]);
}
