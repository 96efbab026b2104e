import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SETTINGS,
  publicSettingsOf,
  type AdminSettings,
  type PublicSettings,
  type SettingKey,
  type Settings,
} from '@terracraft/shared/settings';
import { settingSchemas, type settingsUpdateSchema } from '@terracraft/shared/settings/schemas';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { createLocalChangeFeed, type ChangeFeed } from '../../lib/change-feed';
import { stale } from '../../lib/errors';
import { refuseIfChangedSince } from '../../lib/versioned-update';
import type { AuditActor, AuditLog } from '../audit';
import { createSettingsRepository, type StoredSetting } from './settings.repository';

type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
type Entry<K extends SettingKey> = AdminSettings[K];

const KEYS = Object.keys(settingSchemas) as SettingKey[];

/** How a stale-write refusal names each key. */
const LABELS: Record<SettingKey, string> = {
  business: 'The business details',
  seller: 'The seller details',
  orderLimits: 'The order limits',
  delivery: 'The delivery rules',
};

/** The change feed's topic for settings; the key is the setting's. */
export const SETTINGS_TOPIC = 'settings';

/**
 * The settings store: typed keys (`@terracraft/shared/settings`), each falling back to its
 * defaults until the owner saves it. Reads come from an in-process cache, which a write empties
 * for its key once committed, on every server instance through the change feed, so the next read
 * after a change reads the database once.
 */
export function createSettingsService({
  db,
  audit,
  log,
  changes = createLocalChangeFeed(),
}: {
  db: Database;
  audit: AuditLog;
  log: Pick<FastifyBaseLogger, 'warn'>;
  changes?: ChangeFeed;
}) {
  const cache = new Map<SettingKey, Promise<Entry<SettingKey>>>();
  changes.subscribe(SETTINGS_TOPIC, (key) => {
    if (key === undefined) cache.clear();
    else cache.delete(key as SettingKey);
  });

  /** A stored value under today's schema; defaults fill what an older value lacks. */
  function valueOf<K extends SettingKey>(key: K, stored: StoredSetting | undefined): Settings[K] {
    if (!stored) return DEFAULT_SETTINGS[key];
    const parsed = settingSchemas[key].safeParse({
      ...DEFAULT_SETTINGS[key],
      ...(stored.value as object),
    });
    if (parsed.success) return parsed.data as Settings[K];
    log.warn({ key }, 'a stored setting no longer fits its schema; its defaults are used');
    return DEFAULT_SETTINGS[key];
  }

  async function load<K extends SettingKey>(key: K): Promise<Entry<K>> {
    const [stored] = await createSettingsRepository(db).findMany([key]);
    return {
      value: valueOf(key, stored),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      updatedBy: stored?.updatedBy ?? null,
    } as Entry<K>;
  }

  function entry<K extends SettingKey>(key: K): Promise<Entry<K>> {
    const cached = cache.get(key);
    if (cached) return cached as Promise<Entry<K>>;
    // Concurrent reads share one query; a failed one is not kept.
    const loading = load(key);
    cache.set(key, loading);
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    return loading;
  }

  async function all(): Promise<AdminSettings> {
    const entries = await Promise.all(KEYS.map(async (key) => [key, await entry(key)] as const));
    return Object.fromEntries(entries) as AdminSettings;
  }

  return {
    /** One key's value: saved or default. */
    async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
      return (await entry(key)).value as Settings[K];
    },

    /**
     * One key's value read inside `tx` when it is not cached, for work that needs it within its
     * transaction (a tax invoice's seller): the transaction holds the only connection on the
     * embedded database, so a read beside it would wait for it forever.
     */
    async getIn<K extends SettingKey>(tx: Transaction, key: K): Promise<Settings[K]> {
      const cached = cache.get(key);
      if (cached) return (await cached).value as Settings[K];
      const [stored] = await createSettingsRepository(tx).findMany([key]);
      return valueOf(key, stored);
    },

    /** Every key with when and by whom it was saved, as the console edits them. */
    all,

    /** What any page of the shop may show. */
    async publicSettings(): Promise<PublicSettings> {
      const [business, orderLimits] = await Promise.all([entry('business'), entry('orderLimits')]);
      return publicSettingsOf({ business: business.value, orderLimits: orderLimits.value });
    },

    /**
     * Saves one key's whole value, audited with before and after in the same transaction. Refused
     * with 409 STALE, nothing written, when the key was saved since `updatedAt` was read.
     */
    async update(actor: AuditActor, { key, value, updatedAt }: SettingsUpdate) {
      await db.transaction(async (tx) => {
        const repository = createSettingsRepository(tx);
        const current = await repository.lock(key);
        refuseIfChangedSince(current?.updatedAt, updatedAt, LABELS[key], 'them');
        const at = new Date();
        if (current) {
          await repository.update(key, value, at, actor.id);
        } else if (!(await repository.insertIfAbsent(key, value, at, actor.id))) {
          // Another first save of the key committed since it was read.
          throw stale(LABELS[key], 'them');
        }
        await audit.record(tx, {
          actor,
          action: 'settings.update',
          entityType: 'settings',
          entityId: key,
          // Never saved: the shop ran on the defaults.
          before: valueOf(key, current && { ...current, updatedBy: null }),
          after: value,
        });
      });
      await changes.publish({ topic: SETTINGS_TOPIC, key }).catch((error: unknown) => {
        // Saved, and this instance knows; the others read it when their feed reconnects.
        log.warn({ err: error, key }, 'a settings change could not be announced to other servers');
      });
      return all();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
