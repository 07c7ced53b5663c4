import { useState, type ComponentType, type ReactNode } from 'react';
import { expect } from 'storybook/test';

/**
 * The kit's fields are controlled: a story keeps the value as a screen would, so a play can type,
 * choose and tick like a guest.
 */
export function Stateful<T>({
  initial,
  children,
}: {
  initial: T;
  children: (value: T, setValue: (value: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <div style={{ padding: 24, maxWidth: '28rem', display: 'grid', gap: 16 }}>{children(value, setValue)}</div>;
}

type Changed<P> = P extends { onChange: (value: infer V) => void } ? V : never;

/**
 * The render of a controlled field's stories: the story keeps the field's `value` (or `checked`)
 * from its args on, as a screen would, and still reports every change to the args' `onChange`.
 */
export function controlled<P extends { onChange: (value: never) => void }>(
  Field: ComponentType<P>,
  key: keyof P & string = 'value' as keyof P & string,
) {
  return function render(args: P) {
    const report = args.onChange as (value: Changed<P>) => void;
    return (
      <Stateful initial={args[key] as Changed<P>}>
        {(value, setValue) => {
          const props: P = {
            ...args,
            [key]: value,
            onChange: (next: Changed<P>) => {
              setValue(next);
              report(next);
            },
          };
          return <Field {...props} />;
        }}
      </Stateful>
    );
  };
}

/** An error as a guest meets it on a control: marked invalid, its hint and message read after its name. */
export async function expectAnnouncedError(control: HTMLElement, description: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(description);
}

/** A control without an error: not marked invalid, only its hint (if any) read after its name. */
export async function expectNoError(control: HTMLElement, hint = ''): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid');
  await expect(control).toHaveAccessibleDescription(hint);
}
