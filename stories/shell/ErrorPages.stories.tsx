import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
import { ErrorPage, NotFoundPage, RouteErrorBoundary, UnauthorisedPage } from '@/app/pages/ErrorPages';

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

const PROGRAM_ERROR = 'Cannot convert undefined or null to object';
/** A page whose code fails with a program error (a bug, not a failed call). */
const failingRouter = () =>
  createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw new TypeError(PROGRAM_ERROR);
      },
      Component: () => null,
      ErrorBoundary: RouteErrorBoundary,
    },
  ]);

/** A program error: the guest reads the error page in plain words, never the exception text. */
export const ProgramError: Story = {
  render: () => (
    <main>
      <RouterProvider router={failingRouter()} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong. Please try again in a moment.')).toBeVisible();
    await expect(canvas.queryByText(PROGRAM_ERROR)).toBeNull();
  },
};
