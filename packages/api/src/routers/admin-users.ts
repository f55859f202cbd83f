import { z } from 'zod';
import { adminStatsSchema, adminUpdateUserInputSchema, adminUserIdInputSchema, deletedSchema, userSchema } from '@direto/contracts';
import { adminProcedure, router } from '../trpc';
import { adminStats, deleteUser, listUsers, updateUser } from '../services/admin-users';

// Administration of users: users, updateUser, deleteUser, stats.
export const adminUsersRouter = router({
  users: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/api/admin/users' },
      description: 'Todos os usuários, do mais recente ao mais antigo.',
    })
    .output(z.array(userSchema))
    .query(({ ctx }) => listUsers(ctx.em)),

  updateUser: adminProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/admin/users/{id}' },
      description: 'Edita nome, email, tipo, admin, telefone e endereço de um usuário (não pode tirar o próprio admin).',
    })
    .input(adminUpdateUserInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => updateUser(ctx.em, ctx.user, input)),

  deleteUser: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/admin/users/{id}' },
      description: 'Exclui um usuário e seus restaurantes; os pedidos ficam, sem o vínculo (não pode excluir a si mesmo).',
    })
    .input(adminUserIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx.em, ctx.user, input.id, ctx.sessions)),

  stats: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/api/admin/stats' },
      description: 'Totais de usuários, restaurantes e pedidos para o painel.',
    })
    .output(adminStatsSchema)
    .query(({ ctx }) => adminStats(ctx.em)),
});
