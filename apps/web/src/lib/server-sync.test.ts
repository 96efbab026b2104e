import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ApiError } from './api-client';
import { startServerSync, type ServerList } from './server-sync';

interface ListState {
  ids: string[];
  savedFor: string | undefined;
}

function setup(initial: Partial<ListState> = {}) {
  localStorage.clear();
  const store = create<ListState>()(
    persist(() => ({ ids: [] as string[], savedFor: undefined as string | undefined }), {
      name: 'test-list',
      storage: createJSONStorage(() => localStorage),
    }),
  );
  store.setState({ ids: [], savedFor: undefined, ...initial });
  const server = {
    load: vi.fn(async () => ['saved-a']),
    merge: vi.fn(async (ids: string[], _how: 'sign-in' | 'restored') => ['saved-a', ...ids]),
    save: vi.fn(async (ids: string[]) => ids),
  };
  const list: ServerList<ListState, string[], string[]> = {
    store,
    body: (state) => state.ids,
    savedFor: (state) => state.savedFor,
    setSavedFor: (savedFor) => store.setState({ savedFor }),
    forget: () => store.setState({ ids: [], savedFor: undefined }),
    load: server.load,
    merge: server.merge,
    save: server.save,
    apply: (ids) => store.setState({ ids }),
  };
  return { store, server, list };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startServerSync', () => {
  it('merges the browser’s list on sign-in, then saves each change shortly after', async () => {
    const { store, server, list } = setup({ ids: ['local-b'] });
    const sync = startServerSync(list, 'u1', 'sign-in', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.merge).toHaveBeenCalledWith(['local-b'], 'sign-in');
    expect(store.getState()).toEqual({ ids: ['saved-a', 'local-b'], savedFor: 'u1' });

    store.setState({ ids: ['saved-a'] });
    store.setState({ ids: ['saved-a', 'new-c'] });
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.save).toHaveBeenCalledWith(['saved-a', 'new-c']);
    sync.stop();
  });

  it('takes the saved list when this browser already mirrors the account', async () => {
    const { store, server, list } = setup({ ids: ['stale'], savedFor: 'u1' });
    startServerSync(list, 'u1', 'restored', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.load).toHaveBeenCalled();
    expect(server.merge).not.toHaveBeenCalled();
    expect(store.getState().ids).toEqual(['saved-a']);
  });

  it('keeps a change made while the first exchange is under way', async () => {
    const { store, server, list } = setup({ ids: ['saved-a'], savedFor: 'u1' });
    let answerLoad: (ids: string[]) => void = () => {};
    server.load.mockImplementationOnce(() => new Promise((resolve) => (answerLoad = resolve)));
    startServerSync(list, 'u1', 'restored', vi.fn());
    store.setState({ ids: ['saved-a', 'bought-now'] });
    answerLoad(['saved-a', 'from-phone']);
    await vi.runAllTimersAsync();
    expect(server.merge).toHaveBeenCalledWith(['saved-a', 'bought-now'], 'restored');
    // The fake server's merge puts its saved item first; what matters is that the pick survives.
    expect(store.getState().ids).toContain('bought-now');
    expect(store.getState().savedFor).toBe('u1');
  });

  it('takes the saved list on signing in again when nothing is unsaved', async () => {
    const { server, list } = setup({ ids: ['saved-a'], savedFor: 'u1' });
    startServerSync(list, 'u1', 'sign-in', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.load).toHaveBeenCalled();
    expect(server.merge).not.toHaveBeenCalled();
  });

  it('merges an unsaved copy found on opening the shop', async () => {
    const { server, list } = setup({ ids: ['unsaved'] });
    startServerSync(list, 'u1', 'restored', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.merge).toHaveBeenCalledWith(['unsaved'], 'restored');
  });

  it('drops another account’s list before anything else', async () => {
    const { store, server, list } = setup({ ids: ['theirs'], savedFor: 'someone-else' });
    startServerSync(list, 'u1', 'restored', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.merge).toHaveBeenCalledWith([], 'restored');
    expect(store.getState().ids).toEqual(['saved-a']);
  });

  it('leaves the first exchange to the tab that signed in', async () => {
    const { store, server, list } = setup({ ids: ['shared'] });
    startServerSync(list, 'u1', 'other-tab', vi.fn());
    await vi.runAllTimersAsync();
    expect(server.load).not.toHaveBeenCalled();
    expect(server.merge).not.toHaveBeenCalled();
    store.setState({ ids: ['shared', 'mine'] });
    await vi.runAllTimersAsync();
    expect(server.save).toHaveBeenCalledWith(['shared', 'mine']);
  });

  it('does not save what another tab already saved', async () => {
    const { store, server, list } = setup();
    startServerSync(list, 'u1', 'other-tab', vi.fn());
    await vi.runAllTimersAsync();
    localStorage.setItem('test-list', JSON.stringify({ state: { ids: ['from-tab'] }, version: 0 }));
    await store.persist.rehydrate();
    await vi.runAllTimersAsync();
    expect(store.getState().ids).toEqual(['from-tab']);
    expect(server.save).not.toHaveBeenCalled();
  });

  it('sends a pending change at once when flushed, and nothing after it is stopped', async () => {
    const { store, server, list } = setup();
    const sync = startServerSync(list, 'u1', 'sign-in', vi.fn());
    await vi.runAllTimersAsync();
    store.setState({ ids: ['x'] });
    await sync.flush();
    expect(server.save).toHaveBeenCalledWith(['x']);
    sync.stop();
    store.setState({ ids: ['x', 'y'] });
    await vi.runAllTimersAsync();
    expect(server.save).toHaveBeenCalledTimes(1);
  });

  it('reports a lost session and marks the browser’s copy as not saved', async () => {
    const { store, server, list } = setup();
    const lost = vi.fn();
    startServerSync(list, 'u1', 'sign-in', lost);
    await vi.runAllTimersAsync();
    expect(store.getState().savedFor).toBe('u1');
    server.save.mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in'));
    store.setState({ ids: ['unsaved'] });
    await vi.runAllTimersAsync();
    expect(lost).toHaveBeenCalled();
    expect(store.getState().savedFor).toBeUndefined();
  });
});
