import { z } from 'zod';
import {
  staffInvitationPreviewSchema,
  staffInvitationTokenSchema,
  staffInviteInputSchema,
  staffListInputSchema,
  staffListSchema,
  staffRemoveInputSchema,
  staffWorkplaceSchema,
} from '@direto/contracts';
import { authedProcedure, ownerProcedure, publicProcedure, router } from '../trpc';
import { acceptInvitation, inviteStaff, listStaff, myWorkplaces, previewInvitation, removeStaff } from '../services/staff';

// The restaurant's team (issue 21): Configurações › Equipe and the /convite/{token} link.
export const staffRouter = router({
  list: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/staff' },
      description: 'A equipe do próprio restaurante: membros (Atendente) e convites pendentes.',
    })
    .input(staffListInputSchema)
    .output(staffListSchema)
    .query(({ ctx, input }) => listStaff(ctx.em, ctx.user, input.id)),

  invite: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/staff', status: 201 },
      description: 'Convida um e-mail para a equipe como Atendente: envia um link de uso único válido por 7 dias. Devolve a equipe.',
    })
    .input(staffInviteInputSchema)
    .output(staffListSchema)
    .mutation(({ ctx, input }) => inviteStaff(ctx, input.id, input.email)),

  remove: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/restaurants/{id}/staff/{userId}' },
      description: 'Remove um membro da equipe (as sessões dele terminam na hora) ou, com o id de um convite, cancela o convite. Devolve a equipe.',
    })
    .input(staffRemoveInputSchema)
    .output(staffListSchema)
    .mutation(({ ctx, input }) => removeStaff(ctx, input.id, input.userId)),

  accept: authedProcedure
    .meta({
      rest: { method: 'POST', path: '/api/staff-invitations/{token}/accept' },
      description: 'Aceita um convite: a conta conectada (a do e-mail convidado) entra na equipe do restaurante como Atendente.',
    })
    .input(staffInvitationTokenSchema)
    .output(staffWorkplaceSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.em, ctx.user, input.token)),

  invitation: publicProcedure
    .meta({ description: 'O restaurante e o e-mail de um convite ainda válido, para a tela /convite/{token}.' })
    .input(staffInvitationTokenSchema)
    .output(staffInvitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx.em, input.token)),

  workplaces: authedProcedure
    .meta({ description: 'Os restaurantes em que a conta conectada trabalha como Atendente.' })
    .output(z.array(staffWorkplaceSchema))
    .query(({ ctx }) => myWorkplaces(ctx.em, ctx.user)),
});
