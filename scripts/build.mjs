// `npm run build`: the web app, then the server, then the stamp that lets `npm start` skip the
// next build while nothing changes (scripts/build-stamp.mjs, decision 0033).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent, sourcesHash, writeStamp } from './build-stamp.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = [
  ['run', 'build', '-w', '@terracraft/web'],
  ['run', 'build', '-w', '@terracraft/server'],
];

function npm(args, quiet) {
  return new Promise((done) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

/**
 * Builds the shop. `quiet` prints one line instead of the tools' output (and their output only
 * when a step fails); `onlyIfChanged` builds nothing when the last build is of these sources.
 * Resolves to whether the shop is built.
 */
export async function buildShop({ quiet = false, onlyIfChanged = false } = {}) {
  // Hashed before building: an edit made during the build makes the next start build again.
  const hash = sourcesHash(root);
  if (onlyIfChanged && buildIsCurrent(root, hash)) return true;
  if (quiet) console.log('Building the shop…');
  for (const step of STEPS) {
    const { ok, output } = await npm(step, quiet);
    if (!ok) {
      if (quiet) process.stderr.write(output);
      console.error(`The build failed (npm ${step.join(' ')}).`);
      return false;
    }
  }
  writeStamp(root, hash);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildShop();
  process.exitCode = built ? 0 : 1;
}
