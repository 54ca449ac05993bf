import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormProps, useForm } from 'react-hook-form';
import { type z } from 'zod';

/** react-hook-form driven by a zod schema (the shared schemas of @pana/domain). */
export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), ...options });
}
