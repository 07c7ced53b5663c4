import { useId } from 'react';

/**
 * The one way a control is tied to its hint and error: `aria-describedby` lists the ids of what
 * is shown (hint first, then error), `aria-invalid` is set only while there is an error.
 */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Ids of a control, its hint and its error (a given `id` wins, so an error summary can link to it). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The accessibility wiring of a control with an optional hint and error. */
export function controlProps(ids: FieldIds, hint: unknown, error: string | undefined) {
  return {
    id: ids.id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(hint ? ids.hintId : undefined, error ? ids.errorId : undefined),
  };
}
