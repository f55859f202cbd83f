import type { MenuImportResult } from '@direto/contracts';

/** A refused import: the server's pt-BR message and, for lines with errors, each line's. */
export class MenuImportRefused extends Error {
  constructor(
    message: string,
    readonly lines: string[],
  ) {
    super(message);
  }
}

/**
 * Sends the spreadsheet to the REST route as multipart/form-data, as picked (a file of up to 2 MB
 * would not fit the JSON body of a tRPC call once in base64).
 */
export async function sendMenuSpreadsheet(restaurantId: string, file: File, mode: 'preview' | 'import' | 'importValid'): Promise<MenuImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mode === 'importValid') form.append('onlyValid', 'true');
  const path = mode === 'preview' ? 'menu-import/preview' : 'menu-import';
  let response: Response;
  try {
    response = await fetch(`/api/restaurants/${restaurantId}/${path}`, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new MenuImportRefused('Não foi possível enviar a planilha. Verifique sua conexão e tente de novo.', []);
  }
  const body = (await response.json().catch(() => null)) as (MenuImportResult & { message?: string; issues?: { message: string }[] }) | null;
  if (!response.ok || !body) throw new MenuImportRefused(body?.message ?? 'Não foi possível ler a planilha.', body?.issues?.map((issue) => issue.message) ?? []);
  return body;
}
