import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, useForm,type UseFormProps } from 'react-hook-form';
import { type z } from 'zod';

/** react-hook-form driven by a zod schema (the shared schemas of @pana/domain). */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), ...options });
}
