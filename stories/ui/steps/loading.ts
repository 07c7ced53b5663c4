import { expect, userEvent, within } from 'storybook/test';

/** What a step shows while its data loads: one status line. */
export async function expectLoading(canvasElement: HTMLElement, text: string): Promise<void> {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
}

/** A step whose data could not be loaded: the message as an alert, and "Try again" asks again. */
export async function expectFailedWithRetry(
  canvasElement: HTMLElement,
  message: string,
  onRetry: unknown,
): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(onRetry).toHaveBeenCalledOnce();
}
