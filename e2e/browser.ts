import fs from 'node:fs';

/**
 * The Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium. A missing browser is
 * an error with the fix in its message: end-to-end tests are never silently skipped.
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  return candidate;
}
