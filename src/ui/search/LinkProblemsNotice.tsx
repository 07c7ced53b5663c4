import { useMemo } from 'react';
import type { SearchPropertyFacts } from '@/domain/search';
import { linkProblems } from '@/domain/searchNotices';

/** What the address asked that the search cannot take (domain `linkProblems`), said once above the form. */
export default function LinkProblemsNotice({ params, facts }: { params: URLSearchParams; facts: SearchPropertyFacts }) {
  const problems = useMemo(() => linkProblems(params, facts), [params, facts]);
  if (problems.length === 0) return null;
  return (
    <div className="notice notice--warning search-link-problems" role="status">
      {problems.length === 1 ? (
        <p>{problems[0]}</p>
      ) : (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
