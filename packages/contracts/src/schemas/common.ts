import { z } from 'zod';
import { LIMITS } from '../constants';
import { isMoneyString } from '../money';

export const uuidSchema = z.uuid({ message: 'Identificador inválido' });

/** A money amount on the wire: a numeric string with at most two decimals. */
export const moneySchema = z
  .string()
  .trim()
  .max(14)
  .refine(isMoneyString, { message: 'Valor monetário inválido' });

export const isoDateTimeSchema = z.string();

export const optionalText = (max: number) => z.string().trim().max(max).nullable();

export { LIMITS };
