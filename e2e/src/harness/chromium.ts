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

function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('Chromium não encontrado em /usr/bin/chromium. Instale com: apt-get update && apt-get install -y chromium (ou defina CHROMIUM_PATH).');
  return found;
}

/** A browser's user-interface language, as a person would have set it up. */
export type BrowserLanguage = 'pt-BR' | 'en-US';

/**
 * A headless Chromium; playwright-core gives every launch a fresh --user-data-dir. With a
 * language, the browser itself runs in it (Debian's chromium-l10n packs): `--lang` and the
 * LANGUAGE variable, which is what decides, e.g., how a type=number field reads '12,50'.
 */
export async function launchChromium(language?: BrowserLanguage): Promise<Browser> {
  if (!language) return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, chromiumSandbox: false });
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--lang=${language}`, `--accept-lang=${language}`],
    env: { ...process.env, LANGUAGE: language.replace('-', '_'), LANG: `${language.replace('-', '_')}.UTF-8` },
    chromiumSandbox: false,
  });
}
