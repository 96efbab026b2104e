import type { Database, Transaction } from '../../db/client';
import { createSettingsRepository } from './settings.repository';

/** Keys of the server's own values; the console never shows or changes them. */
type InternalSettingKey = `internal.${string}`;

/**
 * Values the server keeps in the settings store for itself, shared by every instance of it (the
 * first-owner setup token). Not cached: they are read rarely, and each read must see the latest.
 */
export function createInternalSettings(db: Database | Transaction) {
  const repository = createSettingsRepository(db);
  return {
    /**
     * Stores `value` unless the key holds one already, and answers the stored value: however many
     * instances start at once, they all end up with the first one stored.
     */
    async keep(key: InternalSettingKey, value: unknown): Promise<unknown> {
      await repository.insertIfAbsent(key, value, new Date(), null);
      const [stored] = await repository.findMany([key]);
      return stored?.value;
    },
    /** The key's value, its row locked until the transaction ends. */
    async lock(key: InternalSettingKey): Promise<unknown> {
      return (await repository.lock(key))?.value;
    },
    async remove(key: InternalSettingKey): Promise<void> {
      await repository.remove(key);
    },
  };
}
