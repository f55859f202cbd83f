import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Every default validation message (server and browser) in Brazilian Portuguese.
z.config(ptBR());

// Browsers run under a Content-Security-Policy without 'unsafe-eval': zod must not even probe for
// eval (the swallowed probe is still reported as a violation). The server keeps compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });
