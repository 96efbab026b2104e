/**
 * A shop server that dies between an order's commit and its mail's send: run by
 * features/mail/mail-restart.api.test.ts, which kills it (SIGKILL) once its mailer is called. Its
 * mailer never answers, as a mail server that hangs; its claim on a mail lasts half a second.
 */
import { buildApp } from '../app';
import { openDatabase, type DatabaseOptions } from '../db/client';
import { addProduct, orderBody, placeOrder } from './shop-data';
import { asShopPage, signUpShopper, testConfig } from './test-app';

const { database: options, dataDir } = JSON.parse(process.argv[2]!) as {
  database: DatabaseOptions;
  dataDir: string;
};
const database = await openDatabase(options);
const config = testConfig({ DATA_DIR: dataDir });
const app = await buildApp({
  config,
  database,
  logger: process.env.MAIL_RESTART_TRACE ? { level: 'error' } : false,
  mailer: {
    send(message) {
      process.stdout.write(`SENDING ${message.subject}\n`);
      return new Promise(() => {});
    },
  },
  mailWorker: { leaseMs: 500 },
});
await app.ready();
const t = {
  app: asShopPage(app, config.publicUrl),
  injectAsIs: app.inject.bind(app),
  database,
  config,
  close: async () => {},
};
const shopper = await signUpShopper(t, { email: 'restart.shopper@example.in' });
const product = await addProduct(t, { stock: 5 });
const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
process.stdout.write(`PLACED ${placed.statusCode} ${placed.json().order?.number ?? placed.body}\n`);
