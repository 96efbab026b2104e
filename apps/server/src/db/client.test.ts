import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { connectDatabase } from './connect';
import { blogPosts, contactMessages, seedHistory } from './schema';
import { seeds } from './seed';

describe('embedded database', () => {
  it('keeps a contact message across a restart of the shop, and runs each seed once', async () => {
    // DATA_DIR as a real start uses it: the shop opens, migrates and seeds PGlite under it.
    const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'terracraft-restart-')) });

    const first = await connectDatabase(config);
    const app = await buildApp({ config, database: first, logger: false });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Before restart', email: 'keep@example.in', message: 'Still here?' },
    });
    expect(sent.statusCode).toBe(201);
    await app.close();
    await first.close();

    const second = await connectDatabase(config);
    const messages = await second.db.select().from(contactMessages);
    expect(messages.map((m) => [m.name, m.message])).toEqual([['Before restart', 'Still here?']]);
    expect(await second.db.select().from(blogPosts)).toHaveLength(3);
    expect(await second.db.select().from(seedHistory)).toHaveLength(seeds.length);
    await second.close();
  });
});
