import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from '@direto/db';
import { openFieldsFromRow, type OpeningHoursRow } from '../mappers/opening-hours';

const OPEN_STATE_COLUMNS = [
  'is_open',
  'timezone',
  'weekly_hours',
  'opening_exceptions',
  'paused_until',
  'pause_reason',
  'scheduling_enabled',
  'slot_minutes',
  'lead_minutes',
  'max_days_ahead',
  'scheduled_alert_minutes',
] as const satisfies readonly (keyof OpeningHoursRow)[];

/**
 * How many restaurants are open right now as customers see them: by opening hours, date exceptions
 * and pauses (the open state of the menu and the list), not by the `is_open` switch alone.
 */
export async function countRestaurantsOpenNow(em: EntityManager): Promise<number> {
  // The switch turned off pauses a restaurant until reopened: those rows cannot be open.
  const rows = await queries(em)
    .selectFrom('restaurants')
    .where((eb) => eb.ref('is_open'))
    .select(OPEN_STATE_COLUMNS)
    .execute();
  return rows.filter((row) => openFieldsFromRow(row).isOpen).length;
}
