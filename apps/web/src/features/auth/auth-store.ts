import { createStore } from 'zustand/vanilla';
import type { SessionUser } from '@terracraft/shared/auth';

export type { StaffRole } from '@terracraft/shared/auth';

/**
 * The public user record, as the server answers it; the session itself lives in an httpOnly
 * cookie the page cannot read. `role` is what `GET /api/me` says (null for a shopper); sign-in
 * answers without it, so a record without one has not been confirmed by the server yet.
 */
export type AuthUser = SessionUser;

/**
 * How the current user came to be signed in here: restored from this browser on start, signed in
 * in this tab, or signed in in another tab of the shop.
 */
export type AuthSource = 'restored' | 'sign-in' | 'other-tab';

/**
 * The specification's auth-service states, as the last change to the session seen here:
 * `signed-in` with a password (here or in another tab), `multi-factor-verified` when a sign-in was
 * completed with the code of two-factor sign-in, `user-updated` when the account's name or email
 * changed (on the account page, or found newer on the server or in another tab), `signed-out`.
 * Null until something happens after the page opened.
 */
export type AuthEvent = 'signed-in' | 'multi-factor-verified' | 'user-updated' | 'signed-out';

/** How a sign-in in this tab was completed. */
export type SignInMethod = 'password' | 'multi-factor';

/** Where this browser remembers the public record of the signed-in shopper. */
export const USER_KEY = 'user';

interface AuthStore {
  /** Null while signed out. */
  session: { user: AuthUser; source: AuthSource } | null;
  /** True after the shopper signed out in this tab, until someone signs in again. */
  signedOutHere: boolean;
  /** The last change to the session seen here (AuthEvent). */
  event: AuthEvent | null;
  /** Signed in in this tab: the public record is remembered in this browser. */
  signIn(user: AuthUser, method?: SignInMethod): void;
  /** The signed-in account's name or email changed: the record here follows. */
  updateUser(user: AuthUser): void;
  /** Signed out in this tab, whether or not the server could be told. */
  signOut(): void;
  /** The server knows no session any more: signed out here (and, through storage, everywhere). */
  expire(): void;
  /** The server's record of the signed-in shopper, perhaps newer. It never signs anyone in. */
  confirm(user: AuthUser): void;
  /** Another tab signed in or out: this browser's record says who is signed in now. */
  followStorage(): void;
}

function parseUser(text: string | null): AuthUser | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<AuthUser> | null;
    if (!value || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
    return { id: value.id, name: String(value.name ?? ''), email: value.email };
  } catch {
    return null;
  }
}

const storedUser = () =>
  typeof localStorage === 'undefined' ? null : parseUser(localStorage.getItem(USER_KEY));
/**
 * The browser remembers the public record only. The role stays in memory: it is the server's
 * word for this page's life, asked again on the next start (`GET /api/me`).
 */
const remember = ({ id, name, email }: AuthUser) =>
  localStorage.setItem(USER_KEY, JSON.stringify({ id, name, email }));

const samePerson = (a: AuthUser | null, b: AuthUser | null) =>
  a?.id === b?.id && a?.name === b?.name && a?.email === b?.email;
const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  samePerson(a, b) && a?.role === b?.role;

/**
 * The signed-in state of one AuthProvider. It starts from the record this browser remembers, so
 * a reload shows the shopper signed in at once; the server then has the last word (`confirm`,
 * `expire`).
 */
export function createAuthStore() {
  const store = createStore<AuthStore>()((set, get) => {
    return {
      // Signed out in the initial state: it is what a page rendered on the server shows, and so
      // what hydrating it shows too (zustand's server snapshot); the remembered record follows.
      session: null,
      signedOutHere: false,
      event: null,
      signIn(user, method = 'password') {
        remember(user);
        set({
          session: { user, source: 'sign-in' },
          signedOutHere: false,
          event: method === 'multi-factor' ? 'multi-factor-verified' : 'signed-in',
        });
      },
      updateUser(user) {
        const current = get().session;
        if (!current || current.user.id !== user.id) return;
        const updated = { ...current.user, name: user.name, email: user.email };
        remember(updated);
        set({ session: { user: updated, source: current.source }, event: 'user-updated' });
      },
      signOut() {
        localStorage.removeItem(USER_KEY);
        set({ session: null, signedOutHere: true, event: 'signed-out' });
      },
      expire() {
        localStorage.removeItem(USER_KEY);
        set({ session: null, event: 'signed-out' });
      },
      confirm(user) {
        const current = get().session;
        // Signed out while the answer was on its way: a confirmation never signs anyone in.
        if (!current || sameUser(current.user, user)) return;
        remember(user);
        const updated = current.user.id === user.id && !samePerson(current.user, user);
        set({
          session: { user, source: current.source },
          ...(updated ? { event: 'user-updated' as const } : {}),
        });
      },
      followStorage() {
        const user = storedUser();
        const current = get().session;
        if (user) set({ signedOutHere: false });
        // The same person as here: keep the role the server told this page.
        if (samePerson(current?.user ?? null, user)) return;
        if (user && current && current.user.id === user.id) {
          // Renamed (or a new email) in another tab: the same session, the newer record.
          set({
            session: { user: { ...current.user, ...user }, source: current.source },
            event: 'user-updated',
          });
          return;
        }
        set({
          session: user ? { user, source: 'other-tab' } : null,
          event: user ? 'signed-in' : 'signed-out',
        });
      },
    };
  });
  const user = storedUser();
  if (user) store.setState({ session: { user, source: 'restored' } });
  return store;
}
