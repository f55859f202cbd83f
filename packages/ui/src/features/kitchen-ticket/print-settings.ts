import { useSyncExternalStore } from 'react';
import { parsePaperWidth, type PaperWidth } from './paper';

/**
 * How this device prints kitchen tickets. Per device, not per restaurant: the counter tablet
 * has the 80 mm printer, the owner's phone maybe none; so it lives in this browser's storage.
 */
export interface PrintSettings {
  paper: PaperWidth;
  copies: number;
  /** Print the ticket when this device confirms an order (once per order). */
  autoPrintOnConfirm: boolean;
}

export const COPIES_MAX = 3;
const DEFAULT_PRINT_SETTINGS: PrintSettings = { paper: 80, copies: 1, autoPrintOnConfirm: false };

const STORAGE_KEY = 'direto.impressao.configuracoes';
/** Fired in this tab when the settings change (other tabs get the browser's 'storage' event). */
const CHANGED_EVENT = 'direto:print-settings-changed';

function clampCopies(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? Math.min(COPIES_MAX, Math.max(1, value)) : DEFAULT_PRINT_SETTINGS.copies;
}

function parse(raw: string | null): PrintSettings {
  if (!raw) return DEFAULT_PRINT_SETTINGS;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PrintSettings, unknown>>;
    return {
      paper: parsePaperWidth(value.paper) ?? DEFAULT_PRINT_SETTINGS.paper,
      copies: clampCopies(value.copies),
      autoPrintOnConfirm: value.autoPrintOnConfirm === true,
    };
  } catch {
    return DEFAULT_PRINT_SETTINGS;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage disabled (privacy settings): the defaults.
    return null;
  }
}

export function readPrintSettings(): PrintSettings {
  return parse(readRaw());
}

export function writePrintSettings(change: Partial<PrintSettings>): void {
  const next = { ...readPrintSettings(), ...change };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...next, copies: clampCopies(next.copies) }));
  } catch {
    // Not remembered; nothing else to do.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

// useSyncExternalStore wants the same object while nothing changed: cache by the stored text.
let cached: { raw: string | null; settings: PrintSettings } | null = null;
function snapshot(): PrintSettings {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, settings: parse(raw) };
  return cached.settings;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** This device's print settings, re-rendering when they change (here or in another tab). */
export function usePrintSettings(): PrintSettings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_PRINT_SETTINGS);
}
