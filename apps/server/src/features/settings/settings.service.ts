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
import type { Database } from '../../db/client';
import { stale } from '../../lib/errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import { createSettingsRepository, type StoredSetting } from './settings.repository';

type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
type Entry<K extends SettingKey> = AdminSettings[K];

const KEYS = Object.keys(settingSchemas) as SettingKey[];

/** How a stale-write refusal names each key. */
const LABELS: Record<SettingKey, string> = {
  business: 'The business details',
  orderLimits: 'The order limits',
};

/**
 * The settings store: typed keys (`@terracraft/shared/settings`), each falling back to its
 * defaults until the owner saves it. Reads come from an in-process cache, which a write empties
 * for its key once committed, so the next read after a change reads the database once. Several
 * server instances would each keep their own cache: a change would reach the others only on
 * their restart (not a concern while the shop runs one).
 */
export function createSettingsService({
  db,
  audit,
  log,
}: {
  db: Database;
  audit: AuditLog;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const cache = new Map<SettingKey, Promise<Entry<SettingKey>>>();

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
        if ((current?.updatedAt.toISOString() ?? null) !== updatedAt) {
          throw stale(LABELS[key], 'them');
        }
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
      cache.delete(key);
      return all();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
