import { createHash } from 'node:crypto';
import { STALE_SETTINGS_MESSAGE } from '@direto/contracts';
import { conflict } from '../errors';

/**
 * Optimistic concurrency for the settings forms (issue 28). A form's version is a digest of its
 * own fields as stored: it changes exactly when one of them does (from any tab, device or API
 * client), and saving one form never stales another. No column to keep: stored values are the
 * version.
 */
export function settingsVersion(fields: unknown): string {
  return createHash('sha256').update(canonicalJson(fields)).digest('base64url').slice(0, 22);
}

/** 409 when the form was loaded with other values than those stored now; no expectation, no check. */
export function assertSettingsVersion(expected: string | undefined, current: string): void {
  if (expected !== undefined && expected !== current) throw conflict(STALE_SETTINGS_MESSAGE);
}

/** JSON with object keys in order, so that equal values digest alike whatever the order they were built in. */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
