import type { Decorator } from '@storybook/react-vite';

/** A step as it sits in a page's form: some room around it, a form's width. */
export const padded: Decorator = (Story) => (
  <form className="form" style={{ padding: 24, maxWidth: 720 }} onSubmit={(event) => event.preventDefault()}>
    {Story()}
  </form>
);
