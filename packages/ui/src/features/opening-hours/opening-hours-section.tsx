import { useId, useState } from 'react';
import { CalendarX, Clock, Copy, Plus, Trash2 } from 'lucide-react';
import {
  BRAZIL_TIMEZONES,
  MAX_INTERVALS_PER_DAY,
  WEEKDAY_NAMES,
  updateOpeningHoursInputSchema,
  zonedDateKey,
  type OpeningException,
  type OpeningHours,
  type SchedulingSettings,
  type TimeInterval,
} from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateInput } from '@/components/date-input';
import { INVALID_DATE_MESSAGE, isoDayFromText, isWholeDateText } from '@/components/date-mask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { FormAlert } from '@/components/form-alert';

type Week = TimeInterval[][];
const DAYS = [1, 2, 3, 4, 5, 6, 0] as const; // segunda first, as Brazilian menus list them
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const SELECT_CLASS = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function toWeek(hours: OpeningHours): Week {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => hours.weekly.filter((interval) => interval.weekday === weekday).map(({ opens, closes }) => ({ opens, closes })));
}

/** Configurações › Funcionamento (issue 18): loads the hours, then the editor. */
export function OpeningHoursSection({ restaurantId }: { restaurantId: string }) {
  const hours = trpc.openingHours.get.useQuery({ id: restaurantId });
  if (!hours.data) return <p className="mt-4 text-sm text-muted-foreground">Carregando horários…</p>;
  return <OpeningHoursEditor restaurantId={restaurantId} hours={hours.data} />;
}

/**
 * The weekly hours (up to 6 intervals a day; one closing at or before it opens runs past
 * midnight; 00:00–00:00 is 24 hours), copying a day to others, the date exceptions, the time zone
 * and scheduled orders. No interval at all = no schedule: open whenever not paused.
 */
function OpeningHoursEditor({ restaurantId, hours }: { restaurantId: string; hours: OpeningHours }) {
  const ids = useId();
  const utils = trpc.useUtils();
  const [timezone, setTimezone] = useState(hours.timezone);
  const [week, setWeek] = useState<Week>(() => toWeek(hours));
  const [exceptions, setExceptions] = useState<OpeningException[]>(hours.exceptions);
  const [scheduling, setScheduling] = useState<SchedulingSettings>(hours.scheduling);
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The version the hours were loaded with: a save over changes made elsewhere meanwhile is refused (409).
  const [version, setVersion] = useState(hours.version);
  const save = trpc.openingHours.update.useMutation({
    onSuccess: async (saved) => {
      setVersion(saved.version);
      toast({ title: 'Horários salvos!', description: 'O status do restaurante já segue o novo horário.' });
      await utils.openingHours.invalidate();
      await utils.restaurant.invalidate();
    },
    onError: (failure) => toastError('Erro ao salvar os horários', failure, 'Confira os horários e tente novamente.'),
  });

  const setDay = (weekday: number, intervals: TimeInterval[]) => setWeek((current) => current.map((day, index) => (index === weekday ? intervals : day)));
  const submit = () => {
    const input = {
      id: restaurantId,
      timezone,
      weekly: week.flatMap((day, weekday) => day.map((interval) => ({ weekday, ...interval }))),
      exceptions,
      scheduling,
      expectedVersion: version,
    };
    const parsed = updateOpeningHoursInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Confira os horários');
      return;
    }
    setError(null);
    save.mutate(input);
  };

  return (
    <div className="mt-4 space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Clock aria-hidden="true" className="size-5 text-primary" />
            Horário de funcionamento
          </CardTitle>
          <CardDescription>
            Fora destes horários o cardápio continua visível, mas os pedidos ficam fechados. Um horário que fecha antes de abrir passa da
            meia-noite (18:00–02:00); 00:00–00:00 é o dia inteiro. Sem nenhum horário, o restaurante fica sempre aberto.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-tz`}>Fuso horário</Label>
            <select id={`${ids}-tz`} className={SELECT_CLASS} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
              {BRAZIL_TIMEZONES.some((zone) => zone.id === timezone) ? null : <option value={timezone}>{timezone}</option>}
              {BRAZIL_TIMEZONES.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </select>
          </div>
          <ul className="divide-y divide-border rounded-md border border-border">
            {DAYS.map((weekday) => (
              <DayRow
                key={weekday}
                weekday={weekday}
                intervals={week[weekday] ?? []}
                onChange={(intervals) => setDay(weekday, intervals)}
                copying={copyFrom === weekday}
                onCopy={() => setCopyFrom(copyFrom === weekday ? null : weekday)}
                onCopyTo={(targets) => {
                  const source = week[weekday] ?? [];
                  setWeek((current) => current.map((day, index) => (targets.includes(index) ? source.map((interval) => ({ ...interval })) : day)));
                  setCopyFrom(null);
                }}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <ExceptionsCard timezone={timezone} exceptions={exceptions} onChange={setExceptions} />
      <SchedulingCard scheduling={scheduling} onChange={setScheduling} />

      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar horários'}
      </Button>
    </div>
  );
}

interface DayRowProps {
  weekday: number;
  intervals: TimeInterval[];
  onChange: (intervals: TimeInterval[]) => void;
  copying: boolean;
  onCopy: () => void;
  onCopyTo: (weekdays: number[]) => void;
}

function DayRow({ weekday, intervals, onChange, copying, onCopy, onCopyTo }: DayRowProps) {
  const name = capitalized(WEEKDAY_NAMES[weekday] ?? '');
  const [targets, setTargets] = useState<number[]>([]);
  const update = (index: number, patch: Partial<TimeInterval>) => onChange(intervals.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)));
  return (
    <li className="space-y-2 p-3" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="w-20 font-medium">{name}</span>
        {intervals.length === 0 ? <span className="text-sm text-muted-foreground">Fechado</span> : null}
        <div className="ml-auto flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange([...intervals, { opens: '18:00', closes: '23:00' }])}
            disabled={intervals.length >= MAX_INTERVALS_PER_DAY}
            aria-label={`Adicionar horário na ${name.toLowerCase()}`}
          >
            <Plus aria-hidden="true" />
            Horário
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onCopy} aria-expanded={copying} aria-label={`Copiar horários de ${name.toLowerCase()}`}>
            <Copy aria-hidden="true" />
            Copiar
          </Button>
        </div>
      </div>
      {intervals.map((interval, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            type="time"
            aria-label={`${name}, horário ${index + 1}: abre`}
            className="w-32"
            value={interval.opens}
            onChange={(event) => update(index, { opens: event.target.value })}
          />
          <span aria-hidden="true">–</span>
          <Input
            type="time"
            aria-label={`${name}, horário ${index + 1}: fecha`}
            className="w-32"
            value={interval.closes}
            onChange={(event) => update(index, { closes: event.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remover ${name.toLowerCase()} ${interval.opens}–${interval.closes}`}
            onClick={() => onChange(intervals.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {copying ? (
        <div className="space-y-2 rounded-md bg-muted p-3 text-sm">
          <p>Copiar os horários de {name.toLowerCase()} para:</p>
          <div className="flex flex-wrap gap-3">
            {DAYS.filter((day) => day !== weekday).map((day) => (
              <label key={day} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={targets.includes(day)}
                  onChange={(event) => setTargets((current) => (event.target.checked ? [...current, day] : current.filter((other) => other !== day)))}
                />
                {capitalized(WEEKDAY_NAMES[day] ?? '')}
              </label>
            ))}
          </div>
          <Button type="button" size="sm" onClick={() => onCopyTo(targets)} disabled={targets.length === 0}>
            Aplicar
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Why a typed exception date cannot be added (not a real day, or past), or null; nothing while still typed. */
function exceptionDateProblem(text: string, today: string): string | null {
  if (!isWholeDateText(text)) return null;
  const day = isoDayFromText(text);
  if (!day) return INVALID_DATE_MESSAGE;
  return day < today ? 'Escolha hoje ou uma data futura' : null;
}

function ExceptionsCard({ timezone, exceptions, onChange }: { timezone: string; exceptions: OpeningException[]; onChange: (next: OpeningException[]) => void }) {
  const ids = useId();
  const today = zonedDateKey(new Date(), timezone);
  const [dateText, setDateText] = useState('');
  const dateProblem = exceptionDateProblem(dateText, today);
  const date = dateProblem ? null : isoDayFromText(dateText);
  const [closed, setClosed] = useState(true);
  const [special, setSpecial] = useState<TimeInterval>({ opens: '18:00', closes: '22:00' });
  const upcoming = exceptions.filter((exception) => exception.date >= today);
  const add = () => {
    if (!date) return;
    const exception: OpeningException = closed ? { date, closed: true, intervals: [] } : { date, closed: false, intervals: [special] };
    onChange([...exceptions.filter((other) => other.date !== date), exception].sort((a, b) => a.date.localeCompare(b.date)));
    setDateText('');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarX aria-hidden="true" className="size-5 text-primary" />
          Feriados e datas especiais
        </CardTitle>
        <CardDescription>Numa data daqui, vale só o que estiver aqui: fechado o dia todo ou um horário especial.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma data especial pela frente.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border text-sm" aria-label="Próximas exceções">
            {upcoming.map((exception) => (
              <li key={exception.date} className="flex items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{exception.date.split('-').reverse().join('/')}</span> ·{' '}
                  {exception.closed ? 'Fechado o dia todo' : exception.intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(', ')}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover a exceção de ${exception.date.split('-').reverse().join('/')}`}
                  onClick={() => onChange(exceptions.filter((other) => other.date !== exception.date))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-date`}>Data</Label>
            <DateInput
              id={`${ids}-date`}
              value={dateText}
              onChange={setDateText}
              aria-invalid={dateProblem !== null}
              aria-describedby={dateProblem ? `${ids}-date-problem` : undefined}
              className="w-44"
            />
          </div>
          <label className="flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={closed} onChange={(event) => setClosed(event.target.checked)} />
            Fechado o dia todo
          </label>
          {closed ? null : (
            <div className="flex items-center gap-2">
              <Input type="time" aria-label="Horário especial: abre" className="w-32" value={special.opens} onChange={(event) => setSpecial({ ...special, opens: event.target.value })} />
              <span aria-hidden="true">–</span>
              <Input type="time" aria-label="Horário especial: fecha" className="w-32" value={special.closes} onChange={(event) => setSpecial({ ...special, closes: event.target.value })} />
            </div>
          )}
          <Button type="button" variant="outline" onClick={add} disabled={!date}>
            Adicionar data
          </Button>
        </div>
        <FormAlert id={`${ids}-date-problem`} message={dateProblem} />
      </CardContent>
    </Card>
  );
}

function SchedulingCard({ scheduling, onChange }: { scheduling: SchedulingSettings; onChange: (next: SchedulingSettings) => void }) {
  const ids = useId();
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos agendados</CardTitle>
        <CardDescription>O cliente escolhe o dia e o horário, dentro do seu horário de funcionamento, mesmo com o restaurante fechado agora.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <Switch id={`${ids}-on`} checked={scheduling.enabled} onCheckedChange={(enabled) => onChange({ ...scheduling, enabled })} />
          <Label htmlFor={`${ids}-on`}>Aceitar pedidos agendados</Label>
        </div>
        {scheduling.enabled ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor={`${ids}-slot`}>Intervalo entre horários</Label>
              <select
                id={`${ids}-slot`}
                className={SELECT_CLASS}
                value={scheduling.slotMinutes}
                onChange={(event) => onChange({ ...scheduling, slotMinutes: event.target.value === '15' ? 15 : 30 })}
              >
                <option value={15}>15 minutos</option>
                <option value={30}>30 minutos</option>
              </select>
            </div>
            <NumberField id={`${ids}-lead`} label="Antecedência mínima (min)" value={scheduling.leadMinutes} onChange={(value) => onChange({ ...scheduling, leadMinutes: number(value) })} />
            <NumberField id={`${ids}-days`} label="Até quantos dias à frente" value={scheduling.maxDaysAhead} onChange={(value) => onChange({ ...scheduling, maxDaysAhead: number(value) })} />
            <NumberField id={`${ids}-alert`} label="Avisar antes do horário (min)" value={scheduling.alertMinutes} onChange={(value) => onChange({ ...scheduling, alertMinutes: number(value) })} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function NumberField({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} inputMode="numeric" value={Number.isNaN(value) ? '' : String(value)} onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))} />
    </div>
  );
}
