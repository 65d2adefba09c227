import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Playwright's own browser cache, used only when it already holds a Chromium. */
const fromPlaywrightCache = () => {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const entry of readdirSync(cache)
    .filter((name) => name.startsWith('chromium-'))
    .sort()
    .reverse()) {
    const binary = path.join(cache, entry, 'chrome-linux', 'chrome');
    if (existsSync(binary)) return binary;
  }
  return undefined;
};

export const findChromium = () => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? fromPlaywrightCache();
};
