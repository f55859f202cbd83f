import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema } from '@direto/contracts';

/** The login form's validation, in its own chunk (see lazyResolver). */
export const loginResolver = zodResolver(loginInputSchema);
