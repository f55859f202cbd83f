import { settingsVersion } from '../services/settings-version';
import type { OpenState, OpeningHours, SchedulingSettings } from '@direto/contracts';
import type { RestaurantColumns, TableRow } from '@direto/db';
import { now } from '../clock';
import { computeOpenState, type OpeningSchedule } from '../services/opening-state';

function schedulingOf(restaurant: RestaurantColumns): SchedulingSettings {
  return {
    enabled: restaurant.schedulingEnabled,
    slotMinutes: restaurant.slotMinutes === 15 ? 15 : 30,
    leadMinutes: restaurant.leadMinutes,
    maxDaysAhead: restaurant.maxDaysAhead,
    alertMinutes: restaurant.scheduledAlertMinutes,
  };
}

/** What the open-state computation needs of a restaurant entity. */
export function scheduleOf(restaurant: RestaurantColumns): OpeningSchedule {
  return {
    timezone: restaurant.timezone,
    weekly: restaurant.weeklyHours,
    exceptions: restaurant.openingExceptions,
    pausedIndefinitely: !restaurant.isOpen,
    pausedUntil: restaurant.pausedUntil ?? null,
    pauseReason: restaurant.pauseReason ?? null,
    scheduling: schedulingOf(restaurant),
  };
}

export function toOpeningHoursDto(restaurant: RestaurantColumns): OpeningHours {
  const hours = { timezone: restaurant.timezone, weekly: restaurant.weeklyHours, exceptions: restaurant.openingExceptions, scheduling: schedulingOf(restaurant) };
  return { ...hours, version: settingsVersion(hours) };
}

/** The columns of a `restaurants` row the open state reads. */
export type OpeningHoursRow = Pick<
  TableRow<'restaurants'>,
  | 'is_open'
  | 'timezone'
  | 'weekly_hours'
  | 'opening_exceptions'
  | 'paused_until'
  | 'pause_reason'
  | 'scheduling_enabled'
  | 'slot_minutes'
  | 'lead_minutes'
  | 'max_days_ahead'
  | 'scheduled_alert_minutes'
>;

function scheduleFromRow(row: OpeningHoursRow): OpeningSchedule {
  return {
    timezone: row.timezone,
    weekly: row.weekly_hours,
    exceptions: row.opening_exceptions,
    pausedIndefinitely: !row.is_open,
    pausedUntil: row.paused_until ? new Date(row.paused_until) : null,
    pauseReason: row.pause_reason,
    scheduling: {
      enabled: row.scheduling_enabled,
      slotMinutes: row.slot_minutes === 15 ? 15 : 30,
      leadMinutes: row.lead_minutes,
      maxDaysAhead: row.max_days_ahead,
      alertMinutes: row.scheduled_alert_minutes,
    },
  };
}

/** `isOpen` and `openState` of a restaurant response, computed at the server's now. */
export function openFields(restaurant: RestaurantColumns): { isOpen: boolean; openState: OpenState } {
  const openState = computeOpenState(scheduleOf(restaurant), now());
  return { isOpen: openState.status === 'open', openState };
}

export function openFieldsFromRow(row: OpeningHoursRow): { isOpen: boolean; openState: OpenState } {
  const openState = computeOpenState(scheduleFromRow(row), now());
  return { isOpen: openState.status === 'open', openState };
}
