import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { firstLineOf, StartUpError } from './start-up-error';

/** Listens on HOST:PORT; a port or address that cannot be used stops the start with one line saying so. */
export async function listen(app: FastifyInstance, config: Pick<Config, 'HOST' | 'PORT'>): Promise<void> {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    throw new StartUpError(listenFailure(error, config), { cause: error });
  }
}

function listenFailure(error: unknown, { HOST, PORT }: Pick<Config, 'HOST' | 'PORT'>): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `A porta ${PORT} já está em uso — outra cópia do Direto ou outro programa? Defina PORT.`;
    case 'EACCES':
      return `Sem permissão para usar a porta ${PORT} (portas abaixo de 1024 exigem privilégios). Defina PORT.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `O endereço ${HOST} não pertence a esta máquina. Defina HOST (por exemplo 0.0.0.0).`;
    default:
      return `Não foi possível escutar em ${HOST}:${PORT}: ${firstLineOf(error)}`;
  }
}
