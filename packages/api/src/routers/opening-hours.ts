import { z } from 'zod';
import {
  openingHoursSchema,
  ownRestaurantSchema,
  pauseRestaurantInputSchema,
  restaurantIdInputSchema,
  slotSchema,
  slotsInputSchema,
  updateOpeningHoursInputSchema,
} from '@direto/contracts';
import { ownerProcedure, publicProcedure, router } from '../trpc';
import { getOpeningHours, listSlots, pauseRestaurant, resumeRestaurant, updateOpeningHours } from '../services/opening-hours';

// Opening hours, pauses and scheduled-order slots (issue 18).
export const openingHoursRouter = router({
  get: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/opening-hours' },
      description: 'Horário de funcionamento do restaurante (público): fuso (IANA), horários semanais (weekday 0 = domingo … 6 = sábado; fechamento antes da abertura passa da meia-noite; 00:00–00:00 = 24 horas), exceções por data e agendamento. weekly vazio = sem horário (sempre aberto, salvo pausa).',
    })
    .input(restaurantIdInputSchema)
    .output(openingHoursSchema)
    .query(({ ctx, input }) => getOpeningHours(ctx.em, input.id)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/opening-hours' },
      description: 'Salva o horário de funcionamento do próprio restaurante (até 6 horários por dia; horários sobrepostos no mesmo dia são 400). Vale na hora: isOpen e openState seguem o novo horário.',
    })
    .input(updateOpeningHoursInputSchema)
    .output(openingHoursSchema)
    .mutation(({ ctx, input }) => updateOpeningHours(ctx.em, ctx.user, input)),

  pause: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/pause' },
      description: "Pausa os pedidos do próprio restaurante por 15, 30 ou 60 minutos (termina sozinha) ou, com minutes null, até reabrir; reason opcional. Responde o restaurante com openState 'paused'.",
    })
    .input(pauseRestaurantInputSchema)
    .output(ownRestaurantSchema)
    .mutation(({ ctx, input }) => pauseRestaurant(ctx.em, ctx.user, input)),

  resume: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/restaurants/{id}/pause' },
      description: 'Reabre agora o próprio restaurante (encerra a pausa; o horário de funcionamento continua valendo).',
    })
    .input(restaurantIdInputSchema)
    .output(ownRestaurantSchema)
    .mutation(({ ctx, input }) => resumeRestaurant(ctx.em, ctx.user, input.id)),

  slots: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/slots' },
      description: 'Horários para agendar um pedido no dia `date` (AAAA-MM-DD no fuso do restaurante): [{ start, end }] em ISO, respeitando horário, antecedência mínima e dias à frente; vazio com o agendamento desligado.',
    })
    .input(slotsInputSchema)
    .output(z.array(slotSchema))
    .query(({ ctx, input }) => listSlots(ctx.em, input.id, input.date)),
});
