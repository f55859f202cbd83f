import { useCallback, useEffect, useState } from 'react';
import { AlertSound } from './alert-sound';
import { readMutedPreference, writeMutedPreference } from './mute-preference';
import { PendingOrderAlarm } from './pending-order-alarm';

export interface NewOrderAlert {
  muted: boolean;
  /** The browser still blocks audio: the screen asks for a click on 'Ativar som'. */
  soundBlocked: boolean;
  toggleMuted(): void;
  /** Must run in a click handler (browsers allow audio only after a user gesture). */
  enableSound(): void;
  /** Sounds now and every 30 s while orders are pending. */
  newOrder(): void;
  /** Issue 33: a table called ('Chamar garçom', 'Pedir a conta'): the chime once, unless muted. */
  tableCall(): void;
}

/**
 * The owner's new-order alert: the chime (unless muted, remembered on this browser), repeated
 * while orders are pending, escalating to an insistent alarm once an order has been pending for
 * `alertMinutes` (see PendingOrderAlarm). Browsers hold audio back until the person interacts
 * with the page, so the first click or key press anywhere enables it.
 * `pendingPlacedAt`: when each pending order was placed (ms).
 */
export function useNewOrderAlert(pendingPlacedAt: readonly number[], alertMinutes: number): NewOrderAlert {
  const [muted, setMuted] = useState(readMutedPreference);
  const [sound] = useState(() => new AlertSound());
  const [alarm] = useState(() => new PendingOrderAlarm((kind) => sound.play(kind), { muted }));
  // A stable value for the effect below: the array is new on every render.
  const placedKey = pendingPlacedAt.join(',');
  const [soundBlocked, setSoundBlocked] = useState(true);

  const enableSound = useCallback(() => {
    void sound.unlock().then(() => setSoundBlocked(sound.blocked));
  }, [sound]);

  useEffect(() => {
    const stopWatching = sound.onChange(() => setSoundBlocked(sound.blocked));
    enableSound();
    document.addEventListener('pointerdown', enableSound, true);
    document.addEventListener('keydown', enableSound, true);
    return () => {
      stopWatching();
      document.removeEventListener('pointerdown', enableSound, true);
      document.removeEventListener('keydown', enableSound, true);
      alarm.dispose();
      sound.close();
    };
  }, [alarm, sound, enableSound]);

  useEffect(() => alarm.setPendingOrders(placedKey ? placedKey.split(',').map(Number) : []), [alarm, placedKey]);
  useEffect(() => alarm.setOverdueAfterMinutes(alertMinutes), [alarm, alertMinutes]);
  useEffect(() => alarm.setMuted(muted), [alarm, muted]);

  return {
    muted,
    soundBlocked,
    toggleMuted() {
      const next = !muted;
      setMuted(next);
      writeMutedPreference(next);
      if (!next) enableSound();
    },
    enableSound,
    newOrder: () => alarm.newOrder(),
    tableCall: () => {
      if (!muted) sound.play('chime');
    },
  };
}
