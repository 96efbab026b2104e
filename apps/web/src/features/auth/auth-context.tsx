import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useStore } from 'zustand';
import { api } from '../../lib/api-client';
import { authKeys } from './api/keys';
import { sessionQuery } from './api/session-query';
import {
  createAuthStore,
  USER_KEY,
  type AuthEvent,
  type AuthSource,
  type AuthUser,
  type SignInMethod,
} from './auth-store';

export type { AuthUser, SignInMethod } from './auth-store';

/** Work to do around an explicit sign-out in this tab (saving, then forgetting the cart). */
interface SignOutHandler {
  /** Runs while the session still holds. */
  before?(): Promise<unknown> | void;
  /** Runs once signed out. */
  after?(): void;
}

interface AuthState {
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
  /**
   * The last change to the session seen here, as the specification names the auth service's
   * states: 'signed-in', 'multi-factor-verified', 'user-updated', 'signed-out' (null at first).
   */
  event: AuthEvent | null;
  /**
   * After a successful sign-in: remembers the public record in this browser. `multi-factor`
   * when the sign-in was completed with a two-factor code.
   */
  login(user: AuthUser, method?: SignInMethod): void;
  /** After the account's name or email changed: the record here (and in other tabs) follows. */
  updateUser(user: AuthUser): void;
  /** Ends the session on the server and in every tab. */
  logout(): Promise<void>;
  /** Asks the server whether the session still holds; signs out here when it does not. */
  confirmSession(): Promise<void>;
  /** Registers work around sign-out; returns the unregister function. */
  addSignOutHandler(handler: SignOutHandler): () => void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The signed-in state. The browser keeps only the public `user` record in localStorage, so a
 * reload shows the shopper signed in at once; the server then confirms the session (`auth.me`)
 * and a 401 signs out. Signing in or out in one tab shows in the others through the storage event.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  const session = useStore(store, (state) => state.session);
  const signedOutHere = useStore(store, (state) => state.signedOutHere);
  const event = useStore(store, (state) => state.event);
  const handlers = useRef(new Set<SignOutHandler>());
  const queryClient = useQueryClient();

  // The cached record is trusted for the first render only; the server has the last word.
  const [restored] = useState(() => store.getState().session !== null);
  const {
    data: serverUser,
    dataUpdatedAt,
    refetch,
  } = useQuery({ ...sessionQuery, enabled: restored });
  // Each answer is applied as it arrives (the same answer twice is still two answers).
  useEffect(() => {
    if (serverUser === undefined) return;
    if (serverUser === null) store.getState().expire();
    else store.getState().confirm(serverUser);
  }, [store, serverUser, dataUpdatedAt]);

  const confirmSession = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // A check still on its way asked about the session before this sign-in or sign-out.
  const dropSessionCheck = useCallback(
    () => void queryClient.cancelQueries({ queryKey: authKeys.session() }),
    [queryClient],
  );

  const login = useCallback(
    (user: AuthUser, method?: SignInMethod) => {
      dropSessionCheck();
      store.getState().signIn(user, method);
    },
    [store, dropSessionCheck],
  );

  const updateUser = useCallback(
    (user: AuthUser) => {
      store.getState().updateUser(user);
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
    [store, queryClient],
  );

  const logout = useCallback(async () => {
    for (const handler of handlers.current) {
      try {
        await handler.before?.();
      } catch {
        // Saving is best effort; signing out must not fail because of it.
      }
    }
    try {
      await api('auth.signOut');
    } catch {
      // Signed out here even when the server cannot be reached.
    }
    dropSessionCheck();
    store.getState().signOut();
    for (const handler of handlers.current) handler.after?.();
  }, [store, dropSessionCheck]);

  const addSignOutHandler = useCallback((handler: SignOutHandler) => {
    handlers.current.add(handler);
    return () => void handlers.current.delete(handler);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_KEY || event.key === null) store.getState().followStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const value = useMemo<AuthState>(() => {
    const user = session?.user ?? null;
    return {
      isAuthenticated: user !== null,
      user,
      currentUser: user,
      source: session?.source ?? null,
      signedOutHere,
      event,
      login,
      updateUser,
      logout,
      confirmSession,
      addSignOutHandler,
    };
  }, [session, signedOutHere, event, login, updateUser, logout, confirmSession, addSignOutHandler]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
