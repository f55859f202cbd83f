import { z } from '../zod-locale';
import { LIMITS } from '../constants';

export const uuidSchema = z.uuid({ message: 'Identificador inválido' });

/**
 * Every amount of money an answer carries (prices, fees, order amounts, revenue): a numeric
 * string with exactly two decimals, never a float. Inputs use moneyInput (money-input.ts).
 */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Valor em reais: texto numérico com duas casas decimais ("12.50").');

export const isoDateTimeSchema = z.string();

/** A whole number from `min` to `max`, typed (tRPC) or from a query string (REST); any other value gets `message`. */
export const wholeNumberInRange = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export { LIMITS };
