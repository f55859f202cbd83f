import { ORDER_ORIGIN_LABELS, STAFF_ORDER_ORIGINS, type StaffOrderOrigin } from '@direto/contracts';

/** 'Origem': where the order came from — Balcão, Telefone or WhatsApp (a table's order is 'Mesa' by where it goes). */
export function OriginChoice({ value, onChange }: { value: StaffOrderOrigin; onChange: (origin: StaffOrderOrigin) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-base font-semibold">Origem</legend>
      <div className="flex flex-wrap gap-4">
        {STAFF_ORDER_ORIGINS.map((origin) => (
          <label key={origin} className="flex items-center gap-2 text-sm">
            <input type="radio" name="origem" className="size-4 accent-primary" checked={value === origin} onChange={() => onChange(origin)} />
            {ORDER_ORIGIN_LABELS[origin]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
