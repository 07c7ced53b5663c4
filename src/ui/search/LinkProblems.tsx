import { lazy, Suspense } from 'react';
import type { SearchPropertyFacts } from '@/domain/search';

/** its code loads only when the address has a search in it: a plain search page does not pay for it */
const LinkProblemsNotice = lazy(() => import('./LinkProblemsNotice'));
const QUERY_KEYS = ['from', 'to', 'rooms'];

/** What the address asked that the search cannot take, said once above the form. */
export function LinkProblems({ params, facts }: { params: URLSearchParams; facts: SearchPropertyFacts }) {
  if (!QUERY_KEYS.some((key) => params.has(key))) return null;
  return (
    <Suspense fallback={null}>
      <LinkProblemsNotice params={params} facts={facts} />
    </Suspense>
  );
}
