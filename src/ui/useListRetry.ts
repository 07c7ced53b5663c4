import { useRevalidator } from 'react-router';
import type { ListProblem } from './steps/ListProblem';

/**
 * A list the page's loader could not load (its message, else null), as a form shows it: the
 * message, and a retry that loads the page's data again (a revalidation: nothing typed is lost).
 */
export function useListRetry(message: string | null): ListProblem | null {
  const revalidator = useRevalidator();
  if (!message) return null;
  return { message, retrying: revalidator.state === 'loading', onRetry: () => void revalidator.revalidate() };
}
