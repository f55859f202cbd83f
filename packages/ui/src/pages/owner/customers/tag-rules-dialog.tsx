import { useEffect, useState } from 'react';
import { CUSTOMER_MESSAGES, type CustomerTagRules } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { FormAlert } from '@/components/form-alert';

interface TagRulesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
}

type RulesText = Record<keyof CustomerTagRules, string>;

const FIELDS: { key: keyof CustomerTagRules; label: string }[] = [
  { key: 'newDays', label: 'Novo: primeiro pedido nos últimos (dias)' },
  { key: 'frequentOrders', label: 'Frequente: pelo menos (pedidos)' },
  { key: 'frequentDays', label: 'Frequente: nos últimos (dias)' },
  { key: 'atRiskDays', label: 'Em risco: sem pedir há (dias)' },
  { key: 'inactiveDays', label: 'Inativo: sem pedir há mais de (dias)' },
];

const asText = (rules: CustomerTagRules): RulesText =>
  Object.fromEntries(Object.entries(rules).map(([key, value]) => [key, String(value)])) as RulesText;

/** The thresholds of Novo / Frequente / Em risco / Inativo, owner-editable. */
export function TagRulesDialog({ open, onOpenChange, restaurantId }: TagRulesDialogProps) {
  const rules = trpc.customers.tagRules.useQuery({ id: restaurantId }, { enabled: open });
  const [text, setText] = useState<RulesText | null>(null);
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.customers.updateTagRules.useMutation({
    onSuccess: () => {
      void utils.customers.invalidate();
      toast({ title: 'Etiquetas atualizadas' });
      onOpenChange(false);
    },
    onError: (failure) => setError(failure.message),
  });
  useEffect(() => {
    if (open && rules.data) setText(asText(rules.data));
    if (!open) setError(null);
  }, [open, rules.data]);

  const submit = () => {
    if (!text) return;
    const values = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, Number(value)])) as CustomerTagRules;
    // The server says the same; said here before the round trip.
    if (values.atRiskDays >= values.inactiveDays) return setError(CUSTOMER_MESSAGES.atRiskBeforeInactive);
    save.mutate({ id: restaurantId, ...values });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Etiquetas automáticas</DialogTitle>
          <DialogDescription>Quando cada cliente recebe Novo, Frequente, Em risco ou Inativo.</DialogDescription>
        </DialogHeader>
        {text ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {FIELDS.map(({ key, label }) => (
              <Field key={key} label={label}>
                <Input inputMode="numeric" maxLength={3} value={text[key]} onChange={(event) => setText({ ...text, [key]: event.target.value.replace(/\D/g, '') })} />
              </Field>
            ))}
            <FormAlert message={error} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending}>
                Salvar
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <p role="status" className="text-muted-foreground">
            Carregando...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
