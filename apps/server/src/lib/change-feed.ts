import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * What changed: a topic (the cache it concerns, such as `settings` or `catalogue`) and, when
 * known, the key within it. Keep payloads small: PostgreSQL caps a notification at 8,000 bytes.
 */
export interface Change {
  topic: string;
  key?: string;
}

/**
 * Called for each change of a topic. `key` undefined means "anything in the topic may have
 * changed" (a change was published without a key, or notices may have been missed while the
 * feed was reconnecting): drop the whole cache.
 */
export type ChangeHandler = (key: string | undefined) => void;

/**
 * Tells every server instance that data behind a cache changed, so each drops its copy. The
 * instance that publishes hears its own change at once; the others as soon as PostgreSQL passes
 * it on (LISTEN/NOTIFY). Publish after the change has committed.
 */
export interface ChangeFeed {
  publish(change: Change): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(topic: string, handler: ChangeHandler): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel every instance listens on. */
export const CHANGE_CHANNEL = 'terracraft_changes';

/** A change feed within one process: the embedded database serves one. */
export function createLocalChangeFeed(): ChangeFeed {
  const local = localHandlers();
  return {
    async publish(change) {
      local.emit(change.topic, change.key);
    },
    subscribe: local.subscribe,
    async close() {
      local.clear();
    },
  };
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The feed across instances on one PostgreSQL: publishing is `pg_notify` on CHANGE_CHANNEL (the
 * publisher applies its own change at once and ignores the echo); listening holds one connection
 * of its own with `LISTEN`. When that connection is lost it reconnects, with growing pauses, and
 * then tells every subscriber that anything may have changed, since notices sent meanwhile are lost.
 */
export async function createPostgresChangeFeed({
  url,
  log,
  retryDelaysMs = [250, 1_000, 2_000, 5_000, 10_000],
}: {
  url: string;
  log: Logger;
  retryDelaysMs?: number[];
}): Promise<ChangeFeed & { listening(): boolean }> {
  const origin = randomUUID();
  const local = localHandlers();
  const publisher = new pg.Pool({ connectionString: url, max: 2, keepAlive: true });
  publisher.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as Change & { origin?: string };
        if (change.origin === origin || typeof change.topic !== 'string') return;
        local.emit(change.topic, typeof change.key === 'string' ? change.key : undefined);
      } catch {
        // Not ours: ignore.
      }
    });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'the change feed lost its database connection; reconnecting');
      schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  }

  function schedule() {
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 1_000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => {
          failures = 0;
          log.info({}, 'the change feed is listening again');
          // Whatever changed while it was away went unheard.
          local.emitAll();
        },
        (error: unknown) => {
          if (closed) return;
          log.warn({ err: error }, 'the change feed could not reconnect; trying again');
          schedule();
        },
      );
    }, delay);
    retry.unref();
  }

  try {
    await listen();
  } catch (error) {
    log.warn({ err: error }, 'the change feed could not listen; trying again');
    schedule();
  }

  const notify = coalesced((payload: string) =>
    publisher.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]).then(() => {}),
  );

  return {
    async publish(change) {
      local.emit(change.topic, change.key);
      await notify(JSON.stringify({ ...change, origin }));
    },
    subscribe: local.subscribe,
    listening: () => listener !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      local.clear();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await publisher.end();
    },
  };
}

/**
 * `send` for a payload at most once at a time: the same payload asked for while it is being sent
 * is sent once more when that send is over, for every asker meanwhile together. Each asker's
 * promise settles with a send that began after it asked, so no change goes unannounced: a burst of
 * identical notices (a change per order placed) costs two statements instead of one per change.
 */
export function coalesced(send: (payload: string) => Promise<void>) {
  const slots = new Map<string, { sending?: Promise<void>; next?: Promise<void> }>();
  function start(payload: string, slot: { sending?: Promise<void>; next?: Promise<void> }) {
    const sending = send(payload);
    slot.sending = sending;
    const settled = () => {
      if (slot.sending === sending) slot.sending = undefined;
      if (!slot.sending && !slot.next) slots.delete(payload);
    };
    sending.then(settled, settled);
    return sending;
  }
  return (payload: string): Promise<void> => {
    let slot = slots.get(payload);
    if (!slot) {
      slot = {};
      slots.set(payload, slot);
    }
    if (slot.next) return slot.next;
    const current = slot.sending;
    if (!current) return start(payload, slot);
    const own = slot;
    const next = current
      .catch(() => {})
      .then(() => {
        own.next = undefined;
        return start(payload, own);
      });
    own.next = next;
    return next;
  };
}

function localHandlers() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const topics = new Set<string>();
  return {
    emit(topic: string, key: string | undefined) {
      emitter.emit(topic, key);
    },
    /** Every topic, whole: after notices may have been missed. */
    emitAll() {
      for (const topic of topics) emitter.emit(topic, undefined);
    },
    subscribe(topic: string, handler: ChangeHandler) {
      topics.add(topic);
      const listener = (key: string | undefined) => {
        try {
          handler(key);
        } catch {
          // A subscriber's failure must not stop the others hearing the change.
        }
      };
      emitter.on(topic, listener);
      return () => {
        emitter.off(topic, listener);
      };
    },
    clear() {
      emitter.removeAllListeners();
      topics.clear();
    },
  };
}
