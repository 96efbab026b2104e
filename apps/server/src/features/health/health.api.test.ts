import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, engine: t.database.engine },
    });
  });

  it('answers 503 when the database cannot be reached, so a load balancer stops sending traffic', async () => {
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, ping: async () => false },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { reachable: false, engine: t.database.engine },
    });
  });
});
