// Finds the Chromium the journeys run in: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's
// own cache. With none and root + apt-get, installs Debian's chromium; otherwise fails saying how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("No Chromium found: installing Debian's chromium package...");
  execFileSync('bash', ['../.ci/install-chromium.sh'], { stdio: 'inherit' });
  if (findChromium()) process.exit(0);
}
console.error(
  'No Chromium browser found for the browser tests.\n' +
    '  Install one with: sudo apt-get install chromium   (Debian/Ubuntu)\n' +
    '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);
