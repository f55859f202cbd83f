import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Every default validation message (server and browser) in Brazilian Portuguese.
z.config(ptBR());
