import {
  MENU_IMPORT_MAX_BYTES,
  MENU_IMPORT_TOO_LARGE,
  fileBytesSchema,
  menuExportInputSchema,
  menuImportInputSchema,
  menuImportPreviewInputSchema,
  menuImportResultSchema,
} from '@direto/contracts';
import { XLSX_CONTENT_TYPE } from '../procedure-meta';
import { ownerProcedure, router } from '../trpc';
import { applyMenuImport, previewMenuImport } from '../services/menu-import';
import { exportMenuCsv, exportMenuXlsx, menuTemplateCsv, menuTemplateXlsx } from '../services/menu-export';

const CSV = 'text/csv; charset=utf-8';
const upload = { field: 'file', maxBytes: MENU_IMPORT_MAX_BYTES, tooLarge: MENU_IMPORT_TOO_LARGE };

/** Issue 35: the menu from and to a spreadsheet (docs/menu-import.md). The files are REST downloads. */
export const menuImportRouter = router({
  templateXlsx: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/menu-import/template.xlsx', contentType: XLSX_CONTENT_TYPE, fileName: 'modelo-cardapio.xlsx' },
      description: "O modelo de planilha do cardápio (.xlsx): abas 'Produtos' e 'Opções' com linhas de exemplo, e 'Instruções'.",
    })
    .output(fileBytesSchema)
    .query(() => menuTemplateXlsx()),

  templateCsv: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/menu-import/template.csv', contentType: CSV, fileName: 'modelo-cardapio.csv' },
      description: "O modelo de planilha do cardápio em CSV (UTF-8, ';'): só os produtos (um CSV não tem a aba de opções).",
    })
    .output(fileBytesSchema)
    .query(() => menuTemplateCsv()),

  preview: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/menu-import/preview', upload },
      description:
        'Prévia da importação de uma planilha (.xlsx ou .csv, até 2 MB; campo file): os produtos que serão criados e alterados ({ line, category, product }), os grupos de opções e os erros por linha. Não altera nada.',
    })
    .input(menuImportPreviewInputSchema)
    .output(menuImportResultSchema)
    .mutation(({ ctx, input }) => previewMenuImport(ctx.em, ctx.user, input.id, input.file)),

  run: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/menu-import', upload },
      description:
        'Importa uma planilha no cardápio, em uma única transação. Com algum erro nada é importado (400 com os erros em issues), a não ser com onlyValid=true: as linhas válidas são importadas e as com erro ignoradas. Responde o que foi aplicado.',
    })
    .input(menuImportInputSchema)
    .output(menuImportResultSchema)
    .mutation(({ ctx, input }) => applyMenuImport(ctx.em, ctx.user, input.id, input.file, input.onlyValid ?? false)),

  exportXlsx: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/menu-export.xlsx', contentType: XLSX_CONTENT_TYPE, fileName: 'cardapio.xlsx' },
      description: 'O cardápio no modelo de importação (.xlsx, com os grupos de opções comuns): importá-lo de volta não muda nada.',
    })
    .input(menuExportInputSchema)
    .output(fileBytesSchema)
    .query(({ ctx, input }) => exportMenuXlsx(ctx.em, ctx.user, input.id)),

  exportCsv: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/menu-export.csv', contentType: CSV, fileName: 'cardapio.csv' },
      description: "Os produtos do cardápio no modelo de importação em CSV (UTF-8 com BOM, ';', preços 12,50).",
    })
    .input(menuExportInputSchema)
    .output(fileBytesSchema)
    .query(({ ctx, input }) => exportMenuCsv(ctx.em, ctx.user, input.id)),
});
