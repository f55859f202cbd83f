import { useId } from 'react';
import { CalendarClock, Zap } from 'lucide-react';
import { dayLabel, SCHEDULED_ONLY_MESSAGE, zonedTime } from '@direto/contracts';
import { cn } from '@/lib/cn';
import type { OrderTime } from './use-order-time';

/**
 * 'Agora (40–50 min)' or 'Agendar' with a day and a slot (issue 18). Nothing when the restaurant
 * does not take scheduled orders, so the checkout looks as it always did.
 */
export function OrderTimeChoice({ time, deliveryTime }: { time: OrderTime; deliveryTime: string }) {
  const ids = useId();
  if (!time.scheduling) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Quando</legend>
      {time.isOpen ? (
        <div role="radiogroup" aria-label="Quando receber o pedido" className="grid grid-cols-2 gap-2">
          <ModeOption checked={time.mode === 'now'} onSelect={() => time.setMode('now')} icon={<Zap aria-hidden="true" className="size-4" />}>
            Agora ({deliveryTime.replace('-', '–')})
          </ModeOption>
          <ModeOption checked={time.mode === 'scheduled'} onSelect={() => time.setMode('scheduled')} icon={<CalendarClock aria-hidden="true" className="size-4" />}>
            Agendar
          </ModeOption>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm font-medium">
          <CalendarClock aria-hidden="true" className="size-4" />
          {SCHEDULED_ONLY_MESSAGE}
        </p>
      )}
      {time.mode === 'scheduled' ? (
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1">
            <label htmlFor={`${ids}-day`} className="text-sm font-medium">
              Dia
            </label>
            <select id={`${ids}-day`} className={SELECT_CLASS} value={time.day} onChange={(event) => time.setDay(event.target.value)}>
              {time.days.map((key) => (
                <option key={key} value={key}>
                  {dayLabel(key, time.todayKey)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${ids}-slot`} className="text-sm font-medium">
              Horário
            </label>
            <select
              id={`${ids}-slot`}
              className={SELECT_CLASS}
              value={time.slot ?? ''}
              onChange={(event) => time.setSlot(event.target.value || null)}
              disabled={!time.slots.data?.length}
            >
              <option value="">{time.slots.isLoading ? 'Carregando…' : time.slots.data?.length ? 'Escolha' : 'Sem horários neste dia'}</option>
              {time.slots.data?.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {zonedTime(slot.start, time.timezone)}–{zonedTime(slot.end, time.timezone)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';

function ModeOption({ checked, onSelect, icon, children }: { checked: boolean; onSelect: () => void; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      onClick={onSelect}
      className={cn(
        'flex items-center justify-center gap-2 rounded-md border p-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        checked ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary' : 'border-border hover:bg-muted',
      )}
    >
      {icon}
      {children}
    </button>
  );
}
