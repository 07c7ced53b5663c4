/**
 * Reliability: what became of a state-changing call whose answer did not arrive (/api/Outcome,
 * our addition), from the idempotency records every such call leaves (common.ts, idempotent()).
 */
import { defineOperation, type Schemas } from '../http';
import { startSessionOf } from './account';
import { idempotencyKeyOf, idempotencyOutcome, propertyById } from './common';

export const outcomeHandlers = [
  defineOperation('getCallOutcome', async ({ request, body, setCookies, ok }) => {
    propertyById(body.PropertyId);
    const outcome = idempotencyOutcome<Schemas['CallOutcome']['Result']>(idempotencyKeyOf(request), body.Operation);
    if (outcome.state === 'running') return ok({ Outcome: 'InProgress', Result: null });
    if (outcome.state === 'none') return ok({ Outcome: 'NotDone', Result: null });
    // a registration whose answer was lost: the session it would have started starts now
    const user = body.Operation === 'register' ? (outcome.result as Schemas['AccountUser']) : null;
    if (user) await startSessionOf(user.EmailAddress, setCookies);
    return ok({ Outcome: 'Done', Result: outcome.result });
  }),
];
