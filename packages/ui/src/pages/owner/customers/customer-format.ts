import { RESTAURANT_TIME_ZONE } from '@direto/contracts/display';

const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: RESTAURANT_TIME_ZONE });

/** ISO instant → '05/03/2026' in the restaurant's time zone; '—' when there is none. */
export function formatCustomerDay(iso: string | null): string {
  return iso ? day.format(new Date(iso)) : '—';
}

/** Where consent was given, as the owner reads it. */
export const CONSENT_SOURCE_LABELS: Record<string, string> = {
  checkout: 'no pedido',
  import: 'importação',
};

/** Excel on Windows saves CSV as Windows-1252 unless told 'CSV UTF-8': both read as typed. */
export async function readCsvFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
