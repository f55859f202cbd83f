import { z } from 'zod';
import { addressInputSchema, deletedSchema, updateUserAddressInputSchema, userAddressIdInputSchema, userAddressSchema } from '@direto/contracts';
import { authedProcedure, router } from '../trpc';
import { createUserAddress, deleteUserAddress, listUserAddresses, updateUserAddress } from '../services/user-addresses';

// The signed-in user's address book (/profile › Endereços).
export const userAddressRouter = router({
  list: authedProcedure
    .meta({ rest: { method: 'GET', path: '/api/user/addresses' }, description: 'Os endereços salvos do usuário, o último usado primeiro.' })
    .output(z.array(userAddressSchema))
    .query(({ ctx }) => listUserAddresses(ctx.em, ctx.user)),

  create: authedProcedure
    .meta({ rest: { method: 'POST', path: '/api/user/addresses', status: 201 }, description: 'Salva um endereço (CEP, rua, número, complemento, bairro, cidade, UF, referência).' })
    .input(addressInputSchema)
    .output(userAddressSchema)
    .mutation(({ ctx, input }) => createUserAddress(ctx.em, ctx.user, input)),

  update: authedProcedure
    .meta({ rest: { method: 'PUT', path: '/api/user/addresses/{id}' }, description: 'Altera um endereço salvo do próprio usuário (de outro: 404).' })
    .input(updateUserAddressInputSchema)
    .output(userAddressSchema)
    .mutation(({ ctx, input }) => updateUserAddress(ctx.em, ctx.user, input.id, input)),

  delete: authedProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/user/addresses/{id}' }, description: 'Remove um endereço salvo do próprio usuário (de outro: 404).' })
    .input(userAddressIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteUserAddress(ctx.em, ctx.user, input.id)),
});
