export { createDiretoClient, type DiretoClient, type DiretoClientOptions } from './create-direto-client';
export { TRPCClientError } from '@trpc/client';
