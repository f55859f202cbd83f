import type { OrderItemOption } from './schemas/option-group';

const FRACTIONS: Record<string, string> = { '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾' };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** '½' for 1 of 2, '⅔' for 2 of 3. */
function fraction(part: number, whole: number): string {
  const divisor = gcd(part, whole);
  const key = `${part / divisor}/${whole / divisor}`;
  return FRACTIONS[key] ?? key;
}

/**
 * An order line's options as the kitchen reads them, one text per row: the flavours of a
 * multi-flavour pizza on one row as fractions ('½ Calabresa ½ Margherita'), every other option
 * as '2× Bacon extra' (or just its name for one unit). Used by the ticket, the owner's detail and
 * the customer's order page, so all three say the same.
 */
export function describeItemOptions(options: readonly Pick<OrderItemOption, 'name' | 'quantity' | 'isFlavour'>[]): string[] {
  const flavours = options.filter((option) => option.isFlavour);
  const flavourUnits = flavours.reduce((sum, option) => sum + option.quantity, 0);
  const rows: string[] = [];
  let flavoursShown = false;
  for (const option of options) {
    if (option.isFlavour && flavourUnits > 1) {
      if (!flavoursShown) rows.push(flavours.map((flavour) => `${fraction(flavour.quantity, flavourUnits)} ${flavour.name}`).join(' '));
      flavoursShown = true;
      continue;
    }
    rows.push(option.quantity > 1 ? `${option.quantity}× ${option.name}` : option.name);
  }
  return rows;
}
