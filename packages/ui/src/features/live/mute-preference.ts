const STORAGE_KEY = 'direto.alerta-de-pedidos.mudo';

/** Whether the owner muted the new-order sound on this browser. */
export function readMutedPreference(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be disabled (privacy settings): sound on by default.
    return false;
  }
}

export function writeMutedPreference(muted: boolean, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, String(muted));
  } catch {
    // Not remembered, but the choice still applies to this page.
  }
}
