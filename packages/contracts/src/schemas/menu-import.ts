import { z } from '../zod-locale';
import { uuidSchema } from './common';

/** The largest spreadsheet an import takes: a 2 000-line menu is far smaller. */
export const MENU_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Lines per sheet beyond which a file is refused as a whole (the 2 000 lines, with room). */
export const MENU_IMPORT_MAX_LINES = 5000;

export const MENU_IMPORT_TOO_LARGE = 'A planilha pode ter no máximo 2 MB. Divida o cardápio em arquivos menores.';

/** The two sheets of the template (a CSV file is the first one only). */
export const MENU_IMPORT_SHEETS = ['Produtos', 'Opções'] as const;
export type MenuImportSheet = (typeof MENU_IMPORT_SHEETS)[number];

/** The file's bytes: over REST a multipart part; in a JSON body (tRPC) its base64 text. */
const fileInput = z
  .string({ message: 'Envie o arquivo da planilha (.xlsx ou .csv)' })
  .min(1, { message: 'Envie o arquivo da planilha (.xlsx ou .csv)' })
  // base64 of MENU_IMPORT_MAX_BYTES, with its padding.
  .max(Math.ceil(MENU_IMPORT_MAX_BYTES / 3) * 4, { message: MENU_IMPORT_TOO_LARGE })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'Arquivo inválido: envie a planilha como multipart/form-data (campo file)' })
  .meta({ description: 'O arquivo .xlsx ou .csv (até 2 MB). Em multipart/form-data, o próprio arquivo; em JSON, seu conteúdo em base64.' });

/** 'true'/'false' as a form field sends them, or a JSON boolean. */
const formBoolean = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ message: 'onlyValid deve ser true ou false' }));

/** POST /api/restaurants/{id}/menu-import/preview */
export const menuImportPreviewInputSchema = z.object({ id: uuidSchema, file: fileInput });
/** POST /api/restaurants/{id}/menu-import: with onlyValid, the lines without errors are applied and the others skipped. */
export const menuImportInputSchema = menuImportPreviewInputSchema.extend({
  onlyValid: formBoolean.optional().meta({ description: 'true: importa só as linhas sem erro (as com erro são ignoradas). Sem ele, nada é importado enquanto houver erro.' }),
});

/** A product line of the file: where it is, and what it names. */
export const menuImportLineSchema = z.object({ line: z.number().int(), category: z.string(), product: z.string() });
export type MenuImportLine = z.infer<typeof menuImportLineSchema>;

/** An option group of the 'Opções' sheet, at its first line. */
export const menuImportGroupLineSchema = z.object({ line: z.number().int(), group: z.string() });

/** A problem of one line, as the spreadsheet numbers it (the header is line 1). */
export const menuImportErrorSchema = z.object({
  sheet: z.enum(MENU_IMPORT_SHEETS),
  line: z.number().int(),
  /** 'Linha 14: preço inválido "12,5O"' ('Opções, linha 3: …' for the options sheet). */
  message: z.string(),
});
export type MenuImportError = z.infer<typeof menuImportErrorSchema>;

/** What an import would do (preview) or did: products to create and update, option groups, errors. */
export const menuImportResultSchema = z.object({
  /** Whether it was applied (always false for a preview). */
  applied: z.boolean(),
  creates: z.array(menuImportLineSchema),
  updates: z.array(menuImportLineSchema),
  /** Product lines equal to what is already on the menu: nothing to do. */
  unchanged: z.number().int(),
  /** Categories that do not exist yet and are created. */
  newCategories: z.array(z.string()),
  optionGroups: z.object({ creates: z.array(menuImportGroupLineSchema), updates: z.array(menuImportGroupLineSchema), unchanged: z.number().int() }),
  errors: z.array(menuImportErrorSchema),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;

/** GET /api/restaurants/{id}/menu-export.xlsx and .csv */
export const menuExportInputSchema = z.object({ id: uuidSchema });

/** A file answered as it is (a spreadsheet), not JSON. */
export const fileBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'Arquivo inválido' }).meta({ type: 'string', format: 'binary' });
