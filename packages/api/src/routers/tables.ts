import { z } from 'zod';
import {
  createTableInputSchema,
  createTableRangeInputSchema,
  deletedSchema,
  restaurantIdInputSchema,
  tableIdInputSchema,
  tableSchema,
  updateTableInputSchema,
} from '@direto/contracts';
import { ownerProcedure, restaurantStaffProcedure, router } from '../trpc';
import { tableQrSheetPdf } from '../services/tables/table-qr-sheet';
import { createTable, createTableRange, deleteTable, listTables, rotateTableToken, updateTable } from '../services/tables/tables';

/** Issue 33: the restaurant's tables and their QR links (Configurações › Mesas). See docs/tables.md. */
export const tablesRouter = router({
  list: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/tables' },
      description: 'As mesas do restaurante (id, nome, ativa e o link do QR code, /m/{token}), em ordem de número. O dono e a equipe (a equipe só lê).',
    })
    .input(restaurantIdInputSchema)
    .output(z.array(tableSchema))
    .query(({ ctx, input }) => listTables(ctx.em, ctx.user, input.id)),

  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/tables', status: 201 },
      description: 'Cria uma mesa: {"name": "12"} (número ou nome, até 40 caracteres), ativa e com seu QR code. Um nome repetido é 409. Apenas o dono.',
    })
    .input(createTableInputSchema)
    .output(tableSchema)
    .mutation(({ ctx, input }) => createTable(ctx.em, ctx.user, input.id, input.name)),

  createRange: ownerProcedure
    .meta({ description: "'Adicionar mesas 1 a 20': cria as mesas numeradas de from a to (até 100 de uma vez) que ainda não existem; responde todas as mesas. Apenas o dono." })
    .input(createTableRangeInputSchema)
    .output(z.array(tableSchema))
    .mutation(({ ctx, input }) => createTableRange(ctx.em, ctx.user, input.id, input.from, input.to)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/tables/{tableId}' },
      description: 'Renomeia ou desativa uma mesa: {"name": "Varanda 3", "active": false}; o que ficar de fora não muda. Mesa desativada: o QR code dela deixa de abrir o cardápio. Apenas o dono.',
    })
    .input(updateTableInputSchema)
    .output(tableSchema)
    .mutation(({ ctx, input }) => updateTable(ctx.em, ctx.user, input)),

  delete: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/tables/{tableId}' },
      description: "Exclui uma mesa; com a conta aberta, 409 'Feche a conta da mesa antes de excluí-la'. Contas e pedidos antigos guardam o nome da mesa. Apenas o dono.",
    })
    .input(tableIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteTable(ctx.em, ctx.user, input.tableId)),

  rotateToken: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/tables/{tableId}/rotate-token' },
      description: "'Gerar novo QR': troca o link da mesa; o QR code impresso antes deixa de funcionar na hora. Responde a mesa com o link novo. Apenas o dono.",
    })
    .input(tableIdInputSchema)
    .output(tableSchema)
    .mutation(({ ctx, input }) => rotateTableToken(ctx.em, ctx.user, input.tableId)),

  qrPdf: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/tables/qr.pdf', contentType: 'application/pdf', fileName: 'qr-codes-das-mesas.pdf' },
      description:
        "Os QR codes das mesas ativas para imprimir: PDF A4, 6 por página, cada um com o nome do restaurante, 'Mesa 12' e 'Aponte a câmera para ver o cardápio e pedir'. " +
        'Sem mesa ativa, 409. Apenas o dono.',
    })
    .input(restaurantIdInputSchema)
    // The PDF's bytes: REST sends them as application/pdf (a tRPC client gets them as JSON, so use REST).
    .output(z.instanceof(Buffer))
    .query(({ ctx, input }) => tableQrSheetPdf(ctx.em, ctx.user, ctx.publicUrl, input.id)),
});
