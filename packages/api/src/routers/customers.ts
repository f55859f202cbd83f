import { z } from 'zod';
import {
  customerDetailSchema,
  customerExportInputSchema,
  customerIdInputSchema,
  customerImportInputSchema,
  customerImportResultSchema,
  customerListInputSchema,
  customerPageSchema,
  customerTagRulesInputSchema,
  customerTagRulesSchema,
  deletedSchema,
  restaurantIdInputSchema,
  updateCustomerInputSchema,
} from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { getCustomer, listCustomers, updateCustomer } from '../services/customers';
import { eraseCustomer } from '../services/customer-erasure';
import { exportCustomersCsv } from '../services/customer-csv-export';
import { importCustomersCsv } from '../services/customer-csv-import';
import { getCustomerTagRules, updateCustomerTagRules } from '../services/customer-tag-rules';

// Issue 30, Owner › Clientes: the restaurant's own customers (one per phone), the owner's only.
export const customersRouter = router({
  list: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/customers' },
      description:
        'Clientes do próprio restaurante, do pedido mais recente ao mais antigo, 30 por página (limit até 100; cursor = nextCursor). ' +
        'Filtros: query (nome ou telefone), inactiveDays, minOrders, newDays, district, consent, tag (Novo, Frequente, Em risco, Inativo ou uma etiqueta do dono).',
    })
    .input(customerListInputSchema)
    .output(customerPageSchema)
    .query(({ ctx, input: { id, ...page } }) => listCustomers(ctx.em, ctx.user, id, page)),

  get: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/customers/{customerId}' },
      description: 'Um cliente do próprio restaurante, com seus números (pedidos, total gasto, ticket médio) e seus pedidos, do mais recente ao mais antigo.',
    })
    .input(customerIdInputSchema)
    .output(customerDetailSchema)
    .query(({ ctx, input }) => getCustomer(ctx.em, ctx.user, input.id, input.customerId)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/customers/{customerId}' },
      description: 'Observações, etiquetas próprias e bloqueio de um cliente (pedidos novos de um telefone bloqueado são recusados). Campos omitidos ficam como estão.',
    })
    .input(updateCustomerInputSchema)
    .output(customerDetailSchema)
    .mutation(({ ctx, input }) => updateCustomer(ctx.em, ctx.user, input)),

  erase: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/restaurants/{id}/customers/{customerId}' },
      description:
        'Exclui os dados do cliente (LGPD): nos pedidos dele neste restaurante, nome, telefone e endereços são apagados e os valores ficam para os relatórios; o cadastro do cliente é excluído. ' +
        'Com um pedido em andamento, 409.',
    })
    .input(customerIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => eraseCustomer(ctx.em, ctx.user, input.id, input.customerId)),

  exportCsv: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/customers.csv', contentType: 'text/csv; charset=utf-8', fileName: 'clientes.csv' },
      description:
        'Os clientes (com os mesmos filtros da lista) em CSV para o Excel: UTF-8 com BOM, separador ";", decimais com vírgula (12,50), datas dd/mm/aaaa, linhas CRLF.',
    })
    .input(customerExportInputSchema)
    .output(z.string())
    .query(({ ctx, input: { id, ...filters } }) => exportCustomersCsv(ctx.em, ctx.user, id, filters)),

  importCsv: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/customers/import', textBody: { contentType: 'text/csv', field: 'csv' } },
      description:
        'Importa clientes de um CSV (corpo text/csv): nome;telefone;bairro por linha, bairro opcional, cabeçalho opcional. ' +
        'As linhas válidas são salvas (o telefone encontra o cliente); as outras voltam em errors ("Linha 3: telefone inválido"). A importação não dá consentimento para ofertas.',
    })
    .input(customerImportInputSchema)
    .output(customerImportResultSchema)
    .mutation(({ ctx, input }) => importCustomersCsv(ctx.em, ctx.user, input.id, input.csv)),

  // The thresholds form of the Clientes screen: tRPC only, as the REST list has no route for it.
  tagRules: ownerProcedure
    .meta({
      description: 'Os limites das etiquetas automáticas: Novo (primeiro pedido nos últimos newDays dias), Frequente (frequentOrders pedidos em frequentDays dias), Em risco e Inativo (dias sem pedir).',
    })
    .input(restaurantIdInputSchema)
    .output(customerTagRulesSchema)
    .query(({ ctx, input }) => getCustomerTagRules(ctx.em, ctx.user, input.id)),

  updateTagRules: ownerProcedure
    .meta({
      description: "Salva os limites das etiquetas automáticas. 'Em risco' deve começar antes de 'Inativo' (atRiskDays < inactiveDays).",
    })
    .input(customerTagRulesInputSchema)
    .output(customerTagRulesSchema)
    .mutation(({ ctx, input: { id, ...rules } }) => updateCustomerTagRules(ctx.em, ctx.user, id, rules)),
});
