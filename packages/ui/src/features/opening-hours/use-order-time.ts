import { useState } from 'react';
import { trpc } from '@/lib/trpc';
import { addDaysToKey, zonedDateKey } from '@direto/contracts';

export type OrderTimeMode = 'now' | 'scheduled';

/**
 * The checkout's 'Agora' or 'Agendar' (issue 18): the restaurant's scheduling settings, the days
 * it may be scheduled on and the chosen day's slots. A closed restaurant that takes scheduled
 * orders offers only 'Agendar'. `scheduledFor` goes with the order only when a slot is chosen.
 */
export function useOrderTime(restaurantId: string) {
  const restaurant = trpc.restaurant.byId.useQuery({ id: restaurantId });
  const hours = trpc.openingHours.get.useQuery({ id: restaurantId });
  const openState = restaurant.data?.openState;
  const scheduling = hours.data?.scheduling.enabled ? hours.data.scheduling : null;
  const timezone = hours.data?.timezone ?? 'America/Sao_Paulo';
  const isOpen = openState ? openState.status === 'open' : true;
  const [chosenMode, setMode] = useState<OrderTimeMode>('now');
  const mode: OrderTimeMode = scheduling && !isOpen ? 'scheduled' : scheduling ? chosenMode : 'now';
  // "Today" is the server's (its clock may differ from this browser's), in the restaurant's zone.
  const todayKey = zonedDateKey(openState?.asOf ?? new Date(), timezone);
  const days = scheduling ? Array.from({ length: scheduling.maxDaysAhead + 1 }, (_, offset) => addDaysToKey(todayKey, offset)) : [];
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : (days[0] ?? todayKey);
  const slots = trpc.openingHours.slots.useQuery({ id: restaurantId, date: day }, { enabled: mode === 'scheduled' });
  const [chosenSlot, setSlot] = useState<string | null>(null);
  const slot = chosenSlot && slots.data?.some((candidate) => candidate.start === chosenSlot) ? chosenSlot : null;
  const blocked = mode === 'scheduled' && !slot ? 'Escolha o dia e o horário do pedido agendado.' : null;
  return {
    scheduling,
    timezone,
    isOpen,
    mode,
    setMode,
    days,
    todayKey,
    day,
    setDay: (key: string) => {
      setDay(key);
      setSlot(null);
    },
    slots,
    slot,
    setSlot,
    blocked,
    /** What the order carries: the slot when scheduled, nothing otherwise (the spec's payload). */
    fields: (): { scheduledFor?: string } => (mode === 'scheduled' && slot ? { scheduledFor: slot } : {}),
  };
}

export type OrderTime = ReturnType<typeof useOrderTime>;
