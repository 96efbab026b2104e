/**
 * A second process for the embedded database's lock test: opens the folder given as its argument,
 * says so on stdout, and holds it until killed.
 */
import { openDatabase } from '../db/client';

const folder = process.argv[2];
if (!folder) throw new Error('usage: hold-embedded-database <folder>');
await openDatabase({ engine: 'pglite', dataDir: folder });
process.stdout.write('holding\n');
setInterval(() => {}, 60_000);
