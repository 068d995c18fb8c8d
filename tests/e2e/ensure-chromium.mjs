// Makes sure a Chromium exists before the browser tests. On Debian as root it installs the
// `chromium` package; elsewhere it says exactly what to run. It never lets the tests skip.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    process.stdout.write('No Chromium found: installing the Debian chromium package...\n');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    path = findChromium();
  } else {
    process.stderr.write(
      'No Chromium found for the end-to-end tests.\n' +
        (isDebian
          ? '  Run: sudo apt-get install -y chromium\n'
          : '  Install Chromium and set CHROMIUM_PATH=/path/to/chromium\n') +
        'The browser tests are part of npm test and are never skipped.\n',
    );
    process.exit(1);
  }
}
if (!path) {
  process.stderr.write('Chromium installation failed; see the output above.\n');
  process.exit(1);
}
process.stdout.write(`Chromium: ${path}\n`);
