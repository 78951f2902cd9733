import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';

export type FormResult<F> = { form: F; message?: undefined } | { form?: undefined; message: string };

/**
 * Validates a body with one of shared's yup schemas and returns the cast form, or the first
 * failing field's message in the order the form shows its fields (yup's own abortEarly
 * order depends on which check finishes first).
 */
export async function validateForm<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  fieldOrder: readonly (keyof InferType<S> & string)[],
  context?: Record<string, unknown>,
): Promise<FormResult<InferType<S>>> {
  try {
    return { form: (await schema.validate(body ?? {}, { abortEarly: false, ...(context ? { context } : {}) })) as InferType<S> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // A field's first message, as the page shows it (react-hook-form's resolver keeps the first).
    const byField = new Map<string, string>();
    for (const e of error.inner) if (!byField.has(e.path ?? '')) byField.set(e.path ?? '', e.message);
    const first = fieldOrder.find((field) => byField.has(field));
    return { message: first ? byField.get(first)! : (error.errors[0] ?? error.message) };
  }
}

/** The fields of a schema in the order they are declared: the order its form shows them. */
export const formFields = <S extends ObjectSchema<AnyObject>>(schema: S): (keyof InferType<S> & string)[] =>
  Object.keys(schema.fields) as (keyof InferType<S> & string)[];
