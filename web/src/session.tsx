// The signed-in person, their current home and home-type wording, for every screen.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { HOME_TYPES as WORDING_HOME_TYPES, resolveWording } from '../../definitions/wording.ts';
import { ApiProblem, apiGet, apiPost } from './api.ts';
import { STORAGE_KEYS, readStored, writeStored } from './storage-keys.ts';
import type { HomeRef, HomeType, Me } from './types.ts';

type Status = 'loading' | 'anonymous' | 'ready' | 'error';

export interface Session {
  status: Status;
  me: Me | null;
  error: ApiProblem | null;
  currentHome: HomeRef | null;
  homeType: HomeType;
  setCurrentHome: (homeId: string) => void;
  /** Signs in; or, when the same email and password open logins in several organisations, says which they are. */
  login: (email: string, password: string, organisationId?: string) => Promise<Me | OrganisationChoice>;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
}

/** The organisations to choose from when one email and password open a login in each (no session yet). */
export interface OrganisationChoice {
  chooseOrganisation: { id: string; name: string }[];
}

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

  const accept = useCallback((person: Me) => {
    setMe(person);
    setError(null);
    setStatus('ready');
  }, []);

  const refresh = useCallback(async () => {
    try {
      // The probe must not bounce to /login itself: the router decides where anonymous people go.
      accept(await apiGet<Me>('/api/auth/me', { redirectOn401: false }));
    } catch (err) {
      setMe(null);
      if (err instanceof ApiProblem && err.status === 401) {
        setStatus('anonymous');
      } else {
        setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
        setStatus('error');
      }
    }
  }, [accept]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string, organisationId?: string) => {
      const answer = await apiPost<{ user: Me } | OrganisationChoice>(
        '/api/auth/login',
        { email, password, ...(organisationId ? { organisationId } : {}) },
        { redirectOn401: false },
      );
      if ('chooseOrganisation' in answer) return answer;
      const { user } = answer;
      // The login answer may be a slim user; /me is the full picture (areas, homes).
      const full = await apiGet<Me>('/api/auth/me', { redirectOn401: false }).catch(() => user);
      accept(full);
      return full;
    },
    [accept],
  );

  const logout = useCallback(async () => {
    try {
      await apiPost('/api/auth/logout', undefined, { redirectOn401: false });
    } finally {
      setMe(null);
      setStatus('anonymous');
    }
  }, []);

  const currentHome = me ? pickHome(me, homeId) : null;
  const homeType = currentHome?.type ?? storedHomeType();

  // Remember the home and its type (SPEC §9) so a reload opens the same home with the right wording.
  useEffect(() => {
    if (!currentHome) return;
    writeStored(STORAGE_KEYS.currentHomeId, currentHome.id);
    writeStored(STORAGE_KEYS.homeType, currentHome.type);
  }, [currentHome]);

  const setCurrentHome = useCallback((id: string) => setHomeId(id), []);

  const value = useMemo<Session>(
    () => ({ status, me, error, currentHome, homeType, setCurrentHome, login, logout, refresh }),
    [status, me, error, currentHome, homeType, setCurrentHome, login, logout, refresh],
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
