import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it when missing), or CHROMIUM_PATH. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) throw new Error('Chromium não encontrado em /usr/bin/chromium. Instale com: apt-get update && apt-get install -y chromium (ou defina CHROMIUM_PATH).');
  return found;
}

/** A headless Chromium; playwright-core gives every launch a fresh --user-data-dir. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, chromiumSandbox: false });
}
