import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage, NotFoundPage, UnauthorisedPage } from '@/app/pages/ErrorPages';

const meta = { title: 'Shell/Error pages' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => (
    <main>
      <NotFoundPage message="We could not find a property with the code NOSUCHHOTEL." />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  },
};

export const Unauthorised: Story = {
  render: () => (
    <main>
      <UnauthorisedPage />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Unauthorised' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  render: () => (
    <main>
      <ErrorPage />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
