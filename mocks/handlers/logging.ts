/** The client logger's batches (JSNLog): stored so tests can assert what the app logged. */
import { mockNow } from '../clock';
import { db } from '../db';
import { defineOperation } from '../http';

export const loggingHandlers = [
  defineOperation('postLog', async ({ body, noContent }) => {
    await db.logBatches.create({
      ReceivedAt: mockNow().toISOString(),
      RequestId: body.r,
      Items: body.lg.map((item) => ({ ...item })),
    });
    return noContent();
  }),
];
