/** Stores persisted to localStorage reload when another tab of the shop changes them. */
export function syncAcrossTabs(stores: Record<string, { persist: { rehydrate(): unknown } }>) {
  const onStorage = (event: StorageEvent) => {
    const store = event.key ? stores[event.key] : undefined;
    if (store) void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
