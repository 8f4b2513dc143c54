import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The system Chromium used by Playwright and Lighthouse, or null. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return candidates.find((p) => existsSync(p)) ?? null;
}

export const chromiumHelp =
  'No Chromium found. Install the system package (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary. Browser downloads by Playwright are not used.';

export const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
