import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export interface EmbeddedDatabase {
  url: string;
  close(): Promise<void>;
}

// Codes and message types of the PostgreSQL frontend/backend protocol, version 3.
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
/** What a Describe or Close names: 'S', a statement (or 'P', a portal). */
const STATEMENT = 0x53;

/** A client holding the session this long while others wait is worth a word. */
const STALL_WARNING_MS = 15_000;

function frontendMessage(type: number, body: string): Uint8Array {
  const text = Buffer.from(`${body}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = type;
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);
const ROLLBACK_MESSAGE = frontendMessage(QUERY, 'ROLLBACK');

/**
 * On PostgreSQL a named prepared statement belongs to its connection, and the shop names the same
 * statement alike on each of its connections (decision 39); here every client shares one session.
 * So each client's statement names get the client's own prefix on their way in: in Parse, Bind
 * and the Describe or Close of a statement. The unnamed statement and portals need none, as a
 * client holds the session from its Parse to its Sync, and a portal ends with its transaction.
 */
class StatementNames {
  readonly #prefix: string;
  /** The session's names of this client's statements, to close when it leaves. */
  readonly #prepared = new Set<string>();

  constructor(client: number) {
    this.#prefix = `c${client}_`;
  }

  /** `message` with the statement name it carries made this client's own. */
  own(message: Buffer): Buffer {
    const type = message[0];
    if (type === PARSE) return this.#rename(message, 5, 'prepare');
    // A Bind names its portal first, then its statement.
    if (type === BIND) return this.#rename(message, message.indexOf(0, 5) + 1 || message.length);
    if (type === DESCRIBE && message[5] === STATEMENT) return this.#rename(message, 6);
    if (type === CLOSE && message[5] === STATEMENT) return this.#rename(message, 6, 'close');
    return message;
  }

  /** Close messages for every statement this client prepared (closing an unknown one is no error). */
  takeAll(): Uint8Array[] {
    const messages = [...this.#prepared].map((name) => frontendMessage(CLOSE, `S${name}`));
    this.#prepared.clear();
    return messages;
  }

  #rename(message: Buffer, at: number, track?: 'prepare' | 'close'): Buffer {
    const end = message.indexOf(0, at);
    if (end <= at) return message;
    const name = this.#prefix + message.toString('utf8', at, end);
    if (track === 'prepare') this.#prepared.add(name);
    if (track === 'close') this.#prepared.delete(name);
    const renamed = Buffer.concat([
      message.subarray(0, at),
      Buffer.from(name),
      message.subarray(end),
    ]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }
}

/**
 * PGlite is one PostgreSQL session. Clients take turns with it: a client holds it from its first
 * message until it has finished a query (Sync or a simple Query) with no transaction block open,
 * so nothing of one client's unnamed statement, portal or transaction is ever seen by another.
 */
class SessionTurns {
  #holder: object | undefined;
  #waiting: { client: object; start: () => void }[] = [];
  #stallTimer: NodeJS.Timeout | undefined;

  async take(client: object): Promise<void> {
    if (this.#holder === client) return;
    if (this.#holder === undefined) {
      this.#holder = client;
      return;
    }
    this.#watchForStall();
    await new Promise<void>((start) => this.#waiting.push({ client, start }));
  }

  holds(client: object): boolean {
    return this.#holder === client;
  }

  give(client: object): void {
    if (this.#holder !== client) return;
    clearTimeout(this.#stallTimer);
    this.#stallTimer = undefined;
    const next = this.#waiting.shift();
    this.#holder = next?.client;
    next?.start();
    if (this.#waiting.length > 0) this.#watchForStall();
  }

  /**
   * On PostgreSQL a transaction that waits for another connection's query just waits; here it
   * would hold everyone up for good. Say so rather than leave a test to time out in silence.
   */
  #watchForStall(): void {
    if (this.#stallTimer) return;
    const holder = this.#holder;
    this.#stallTimer = setTimeout(() => {
      if (this.#holder === holder && this.#waiting.length > 0) {
        console.warn(
          `The embedded test database: one client has held the session for ` +
            `${STALL_WARNING_MS / 1000} s while ${this.#waiting.length} others wait for it ` +
            '(a transaction that waits for a query on another connection never ends here).',
        );
      }
    }, STALL_WARNING_MS);
    this.#stallTimer.unref();
  }
}

/**
 * Serves one client connection: splits what it sends into protocol messages and runs them on the
 * session in batches that end where the client waits for an answer (Sync, Query or Flush).
 */
function serveClient(socket: Socket, db: PGlite, turns: SessionTurns, id: number) {
  const client = {};
  const statements = new StatementNames(id);
  let received = Buffer.alloc(0);
  let started = false;
  let batch: Buffer[] = [];
  let closed = false;
  let work = Promise.resolve();

  async function run(messages: Uint8Array, endsQuery: boolean) {
    await turns.take(client);
    try {
      if (closed) return;
      const reply = await db.runExclusive(() => db.execProtocolRaw(messages));
      if (!closed && reply.length > 0) socket.write(reply);
    } finally {
      if (closed) await leaveSession();
      else if (endsQuery && !db.isInTransaction()) turns.give(client);
    }
  }

  /**
   * A client gone mid-query or mid-transaction leaves nothing behind for the next one, and a
   * client gone at all leaves none of its prepared statements.
   */
  async function leaveSession() {
    const closes = statements.takeAll();
    if (!turns.holds(client)) {
      if (closes.length === 0) return;
      await turns.take(client);
    }
    try {
      await db.runExclusive(async () => {
        await db.execProtocolRaw(SYNC_MESSAGE);
        if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK_MESSAGE);
        if (closes.length > 0) await db.execProtocolRaw(Buffer.concat([...closes, SYNC_MESSAGE]));
      });
    } finally {
      turns.give(client);
    }
  }

  function enqueue(messages: Buffer[], endsQuery: boolean) {
    const batched = Buffer.concat(messages);
    work = work
      .then(() => run(batched, endsQuery))
      .catch((error: unknown) => {
        socket.destroy(error as Error);
      });
  }

  function take(length: number): Buffer {
    const message = received.subarray(0, length);
    received = received.subarray(length);
    return message;
  }

  socket.setNoDelay(true);
  socket.on('data', (chunk) => {
    received = received.length > 0 ? Buffer.concat([received, chunk]) : chunk;
    while (!closed) {
      if (!started) {
        // Messages before startup carry no type byte: a length, then a request code.
        if (received.length < 8 || received.length < received.readInt32BE(0)) return;
        const code = received.readInt32BE(4);
        const message = take(received.readInt32BE(0));
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          // Queries run to their end here: there is nothing to cancel.
          socket.end();
          return;
        } else {
          started = true;
          enqueue([message], true);
        }
        continue;
      }
      if (received.length < 5 || received.length < 1 + received.readInt32BE(1)) return;
      const type = received[0];
      const message = take(1 + received.readInt32BE(1));
      if (type === TERMINATE) {
        socket.end();
        return;
      }
      batch.push(statements.own(message));
      if (type === SYNC || type === QUERY || type === FLUSH) {
        enqueue(batch, type !== FLUSH);
        batch = [];
      }
    }
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    closed = true;
    work = work.then(leaveSession).catch(() => {});
  });
}

/**
 * The shop's embedded engine, served over the PostgreSQL protocol on a free local port, so that
 * the shop server and the tests' `db` fixture, each in a process of its own, share one database.
 * Clients take turns (see SessionTurns), which serializes transactions: row and advisory locks
 * never wait on another client and SKIP LOCKED skips nothing. Held in memory for the run.
 */
export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const db = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  const turns = new SessionTurns();
  const sockets = new Set<Socket>();
  let clients = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serveClient(socket, db, turns, ++clients);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', listening);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async close() {
      const closed = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
      await db.close();
    },
  };
}
