/**
 * The mock payment provider's card frame (mocks/payment-frame), wherever the mock backend runs:
 * the dev server, Vitest's browser projects and Storybook serve its page through Vite; mock builds
 * emit it as a second page, which `vite preview` serves under the frame's own headers. Production
 * builds hold none of it: a real provider's frame is used there (VITE_PAYMENT_FRAME_ORIGIN).
 *
 * The app frames it from its loopback twin (src/payment/protocol.ts, cardFrameUrl): localhost and
 * 127.0.0.1 on the same port are two origins, so the app cannot read the frame's fields.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { mockPaymentFrameHeaders } from './security-headers.ts';
import { MOCK_FRAME_PATH } from '../src/payment/protocol.ts';

/** The frame page's path on the server: where the app looks for it (src/payment/protocol.ts). */
export const MOCK_FRAME_PAGE = MOCK_FRAME_PATH;

export function mockPaymentFrame(root: string): Plugin {
  const source = path.join(root, MOCK_FRAME_PAGE);
  let outDir = '';
  return {
    name: 'hbe:mock-payment-frame',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== MOCK_FRAME_PAGE) return next();
        readFile(source, 'utf8')
          .then((html) => server.transformIndexHtml(req.url!, html))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== MOCK_FRAME_PAGE) return next();
        readFile(path.join(outDir, MOCK_FRAME_PAGE), 'utf8')
          .then((html) => {
            for (const [name, value] of Object.entries(mockPaymentFrameHeaders())) res.setHeader(name, value);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
