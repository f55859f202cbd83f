import { useSyncExternalStore } from 'react';
import { TABLE_CALL_LABELS, tableLabel, type TableCallEvent } from '@direto/contracts';

/**
 * Issue 33: the calls heard live on this board ('Mesa 12 chamou o garçom'), shown as badges until
 * dismissed here; attending them for everyone is the dining room's 'atendido' (board › Mesas).
 */
export interface HeardTableCall {
  callId: string;
  text: string;
}

/** Badges at most: a busy room's oldest ones go first. */
const MAX_SHOWN = 8;

let calls: readonly HeardTableCall[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** 'Mesa 12 chamou o garçom', 'Mesa 12 pediu a conta'. */
function tableCallText(event: Pick<TableCallEvent, 'tableName' | 'callType'>): string {
  return `${tableLabel(event.tableName)} ${TABLE_CALL_LABELS[event.callType].toLowerCase()}`;
}

export function addTableCall(event: TableCallEvent): void {
  if (calls.some((call) => call.callId === event.callId)) return;
  calls = [...calls, { callId: event.callId, text: tableCallText(event) }].slice(-MAX_SHOWN);
  changed();
}

export function dismissTableCall(callId: string): void {
  calls = calls.filter((call) => call.callId !== callId);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeardTableCalls(): readonly HeardTableCall[] {
  return useSyncExternalStore(subscribe, () => calls);
}
