import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A contracts schema whose input is a form's fields. */
type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * react-hook-form validated by a schema from `@direto/contracts`: the fields hold the schema's
 * input and the submit handler receives its output (trimmed, coerced), so the browser checks
 * exactly what the server will.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}
