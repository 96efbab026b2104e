// `npm start`: builds the shop when its sources changed since the last build (quietly: one line,
// and the tools' output only on failure), then runs the server in this process.
import { buildShop } from './build.mjs';

if (await buildShop({ quiet: true, onlyIfChanged: true })) {
  await import('../apps/server/dist/server.js');
} else {
  process.exitCode = 1;
}
