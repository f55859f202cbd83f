import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Every default validation message (server and browser) in Brazilian Portuguese.
z.config(ptBR());

// Browsers run under a Content-Security-Policy without 'unsafe-eval': zod must not even probe for
// eval (the swallowed probe is still reported as a violation). The server keeps compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });

/**
 * zod, configured. Every schema module takes `z` from here, so the configuration above runs
 * wherever a schema does: the package is free of side effects for bundlers (package.json), and
 * a screen's chunk then carries only the schemas it uses, not all of them (issue 37).
 */
export { z };
