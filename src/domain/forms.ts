/**
 * Field rules as schemas: one function from a form's values to its errors, the first message of
 * each field, in the spec's words. Schemas are zod (the `zod/mini` build, a few KiB) and every
 * check calls the domain's own rule (validation.ts), so a machine's guard and a screen's message
 * cannot disagree.
 */
import * as z from 'zod/mini';
import { emailError, isStringValid, passwordError, phoneError, type PasswordPurpose } from './validation';

export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** Anything with zod's safeParse (a zod or zod/mini schema). */
export interface FormSchema {
  safeParse(values: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

/** The errors of a form: the first message of each failing field (none when valid). */
export function fieldErrors<F extends object>(schema: FormSchema, values: F): FieldErrors<F> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
}

export function hasFieldErrors<F>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/**
 * A string that must hold more than white space. The message may be given as a function, read when
 * a value is judged (a catalogue's text, in the interface's locale then, not when the schema was made).
 */
export const requiredText = (message: string | (() => string)) =>
  z
    .string()
    .check(z.refine((v) => isStringValid(v), { error: () => (typeof message === 'function' ? message() : message) }));

/** A string judged by a rule that gives its message (or undefined when the value is fine). */
export const ruleText = (rule: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );

/** Any value (a choice, a number, a text that may be missing) judged by a domain rule. */
export const ruleValue = <T>(rule: (value: T) => string | undefined) =>
  z.unknown().check(
    z.superRefine((value, ctx) => {
      const message = rule(value as T);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );

/** An e-mail address (required unless `required` is false) with the spec's messages. */
export const emailText = (required = true) => ruleText((value) => emailError(value, required));

/** A telephone number ("+" or "00" and the dialling code) with the spec's messages. */
export const phoneText = (required = true) => ruleText((value) => phoneError(value, required));

/** A password judged for its purpose (existing passwords are only required). */
export const passwordText = (purpose: PasswordPurpose) => ruleText((value) => passwordError(value, purpose));
