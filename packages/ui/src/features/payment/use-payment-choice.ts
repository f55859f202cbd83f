import { useRef, useState } from 'react';
import {
  changeSuggestions,
  PAYMENT_MESSAGES,
  toCents,
  type AcceptedPaymentMethod,
  type OrderPaymentInput,
  type PaymentBrand,
  type PaymentMethod,
} from '@direto/contracts';

const PAYMENT_CHOICE_MESSAGES = {
  method: 'Escolha a forma de pagamento',
  cardBrand: 'Escolha a bandeira do cartão',
  voucherBrand: 'Escolha a bandeira do vale',
  needsChange: 'Diga se vai precisar de troco',
  changeFor: 'Informe para quanto é o troco',
} as const;

interface PaymentProblems {
  method?: string;
  brand?: string;
  needsChange?: string;
  changeFor?: string;
}

/**
 * The checkout's 'Forma de pagamento' (issue 16): one of the restaurant's methods, in its order;
 * a brand for cards and vouchers; for cash whether change is needed and for how much (never
 * below `total`, checked here with the server's message). Nothing comes preselected (unless it
 * is the only method): the courier acts on this choice (change, card machine), so the customer
 * makes it. Problems show from the first 'Confirmar pedido' on.
 */
export function usePaymentChoice(methods: readonly AcceptedPaymentMethod[], total: string) {
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [chosenBrand, setBrand] = useState<PaymentBrand | null>(null);
  const [needsChange, setNeedsChange] = useState<boolean | null>(null);
  const [changeFor, setChangeFor] = useState('');
  const [revealed, setRevealed] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);

  // A method the restaurant stopped accepting (menu refetched) counts as not chosen; a restaurant
  // with one method leaves nothing to choose.
  const accepted = methods.find((entry) => entry.method === chosenMethod) ?? (methods.length === 1 ? (methods[0] ?? null) : null);
  const method = accepted?.method ?? null;
  const brands = accepted?.brands ?? [];
  // The brand is kept across credit and debit (same card) while the new method takes it.
  const brand = chosenBrand && brands.includes(chosenBrand) ? chosenBrand : null;

  const problems: PaymentProblems = {};
  if (methods.length > 0) {
    if (!method) problems.method = PAYMENT_CHOICE_MESSAGES.method;
    else if (brands.length > 0 && !brand) problems.brand = method === 'credit' || method === 'debit' ? PAYMENT_CHOICE_MESSAGES.cardBrand : PAYMENT_CHOICE_MESSAGES.voucherBrand;
    else if (method === 'cash' && needsChange === null) problems.needsChange = PAYMENT_CHOICE_MESSAGES.needsChange;
    else if (method === 'cash' && needsChange && (changeFor === '' || toCents(changeFor) === 0)) problems.changeFor = PAYMENT_CHOICE_MESSAGES.changeFor;
    // Equal to the total is fine: exact money, no change.
    else if (method === 'cash' && needsChange && toCents(changeFor) < toCents(total)) problems.changeFor = PAYMENT_MESSAGES.changeBelowTotal(total);
  }
  const valid = Object.keys(problems).length === 0;

  return {
    methods,
    method,
    setMethod,
    brands,
    brand,
    setBrand,
    needsChange,
    setNeedsChange,
    changeFor,
    setChangeFor,
    total,
    /** 'R$ 50,00', 'R$ 60,00', 'R$ 100,00' for a R$ 43,00 order. */
    suggestions: changeSuggestions(total),
    /** Shown once the customer tried to place the order. */
    problems: revealed ? problems : {},
    valid,
    group,
    /** 'Confirmar pedido' was clicked: from now on problems show (and update as the customer fixes them). */
    reveal: () => setRevealed(true),
    /** Moves focus to the first control with a problem, so the customer sees what is missing. */
    // After the next paint: the problems revealed by this same click are not on screen yet.
    focusProblem: () => requestAnimationFrame(() => group.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
    /** What the order carries; nothing for a restaurant without methods (the spec's payload). */
    payment: (): OrderPaymentInput | undefined => {
      if (!method) return undefined;
      if (method === 'cash') return needsChange && changeFor ? { method, changeFor } : { method };
      return brand ? { method, brand } : { method };
    },
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
