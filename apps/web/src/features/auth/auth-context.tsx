import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError } from '../../lib/api-client';
import { authApi } from './api/auth-api';

/** The public user record; the session itself lives in an httpOnly cookie the page cannot read. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

/**
 * How the current user came to be signed in here: restored from this browser on start, signed in
 * in this tab, or signed in in another tab of the shop.
 */
export type AuthSource = 'restored' | 'sign-in' | 'other-tab';

/** Work to do around an explicit sign-out in this tab (saving, then forgetting the cart). */
export interface SignOutHandler {
  /** Runs while the session still holds. */
  before?(): Promise<unknown> | void;
  /** Runs once signed out. */
  after?(): void;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** The same record as `user`, under the name the specification also uses. */
  currentUser: AuthUser | null;
  /** Null while signed out. */
  source: AuthSource | null;
  /**
   * True after the shopper signed out in this tab, until someone signs in again: a page for
   * signed-in shoppers then leads home instead of asking to sign in.
   */
  signedOutHere: boolean;
  /** After a successful sign-in: remembers the public record in this browser. */
  login(user: AuthUser): void;
  /** Ends the session on the server and in every tab. */
  logout(): Promise<void>;
  /** Asks the server whether the session still holds; signs out here when it does not. */
  confirmSession(): Promise<AuthUser | null>;
  /** Registers work around sign-out; returns the unregister function. */
  addSignOutHandler(handler: SignOutHandler): () => void;
}

const USER_KEY = 'user';
const AuthContext = createContext<AuthState | null>(null);

function parseUser(text: string | null): AuthUser | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<AuthUser> | null;
    return value && typeof value.id === 'string' && typeof value.email === 'string'
      ? { id: value.id, name: String(value.name ?? ''), email: value.email }
      : null;
  } catch {
    return null;
  }
}

const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  a?.id === b?.id && a?.name === b?.name && a?.email === b?.email;

/**
 * The signed-in state. The browser keeps only the public `user` record in localStorage, so a
 * reload shows the shopper signed in at once; the server then confirms the session (GET /api/me)
 * and a 401 signs out. Signing in or out in one tab shows in the others through the storage event.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<{ user: AuthUser; source: AuthSource } | null>(() => {
    const user = parseUser(localStorage.getItem(USER_KEY));
    return user ? { user, source: 'restored' } : null;
  });
  const [signedOutHere, setSignedOutHere] = useState(false);
  const handlers = useRef(new Set<SignOutHandler>());

  const forget = useCallback(() => {
    localStorage.removeItem(USER_KEY);
    setSession(null);
  }, []);

  const login = useCallback((user: AuthUser) => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    setSession({ user, source: 'sign-in' });
    setSignedOutHere(false);
  }, []);

  const confirmSession = useCallback(async () => {
    try {
      const user = await authApi.me();
      setSession((current) => {
        // Signed out while the answer was on its way: a confirmation never signs anyone in.
        if (!current || sameUser(current.user, user)) return current;
        localStorage.setItem(USER_KEY, JSON.stringify(user));
        return { user, source: current.source };
      });
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forget();
        return null;
      }
      // Offline or the server is busy: keep the shopper signed in here; the next call decides.
      return parseUser(localStorage.getItem(USER_KEY));
    }
  }, [forget]);

  const logout = useCallback(async () => {
    for (const handler of handlers.current) {
      try {
        await handler.before?.();
      } catch {
        // Saving is best effort; signing out must not fail because of it.
      }
    }
    try {
      await authApi.signOut();
    } catch {
      // Signed out here even when the server cannot be reached.
    }
    setSignedOutHere(true);
    forget();
    for (const handler of handlers.current) handler.after?.();
  }, [forget]);

  const addSignOutHandler = useCallback((handler: SignOutHandler) => {
    handlers.current.add(handler);
    return () => void handlers.current.delete(handler);
  }, []);

  // The cached record is trusted for the first render only; the server has the last word.
  const hadCachedUser = useRef(session !== null);
  useEffect(() => {
    if (hadCachedUser.current) void confirmSession();
  }, [confirmSession]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_KEY && event.key !== null) return;
      const user = parseUser(localStorage.getItem(USER_KEY));
      if (user) setSignedOutHere(false);
      setSession((current) => {
        if (sameUser(current?.user ?? null, user)) return current;
        return user ? { user, source: 'other-tab' } : null;
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthState>(() => {
    const user = session?.user ?? null;
    return {
      isAuthenticated: user !== null,
      user,
      currentUser: user,
      source: session?.source ?? null,
      signedOutHere,
      login,
      logout,
      confirmSession,
      addSignOutHandler,
    };
  }, [session, signedOutHere, login, logout, confirmSession, addSignOutHandler]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
