import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The import boundaries of docs/decisions.md ("Layers"), proven on the real lint config. */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// ESLint's first run loads the whole config and its plugins: seconds on a busy 2-core machine (the
// browser suites run beside this one), beyond Vitest's default 5 s.
describe('import boundaries', { timeout: 30_000 }, () => {
  it('features do not import each other', async () => {
    expect(await restricted('src/features/manage/Probe.tsx', "import '../booking/SearchPage';\n")).toHaveLength(1);
    expect(await restricted('src/features/group/Probe.tsx', "import '@/features/booking/SearchPage';\n")).toHaveLength(
      1,
    );
    expect(await restricted('src/features/manage/Probe.tsx', "import '../../ui/Page';\n")).toHaveLength(0);
  });

  it('machines never import React, the router, screens or mocks', async () => {
    expect(await restricted('machines/booking/probe.ts', "import 'react';\n")).toHaveLength(1);
    expect(await restricted('machines/booking/probe.ts', "import 'react-router';\n")).toHaveLength(1);
    expect(
      await restricted('machines/booking/probe.ts', "import '../../src/features/booking/SearchPage';\n"),
    ).toHaveLength(1);
    expect(await restricted('machines/booking/probe.ts', "import '../../mocks/db';\n")).toHaveLength(1);
    expect(await restricted('machines/booking/probe.ts', "import '../../src/domain/pricing';\n")).toHaveLength(0);
  });

  it('src never imports the mock backend statically; main.tsx may load it dynamically', async () => {
    expect(await restricted('src/app/probe.ts', "import { db } from '../../mocks/db';\nexport { db };\n")).toHaveLength(
      1,
    );
    expect(await restricted('src/app/probe.ts', "import { http } from 'msw';\nexport { http };\n")).toHaveLength(1);
    expect(await restricted('src/main.tsx', "export const load = () => import('../mocks/browser');\n")).toHaveLength(0);
  });

  it('src/domain is pure: no React, XState, fetch client, and only API types from src/api', async () => {
    expect(await restricted('src/domain/probe.ts', "import 'react';\n")).toHaveLength(1);
    expect(await restricted('src/domain/probe.ts', "import 'xstate';\n")).toHaveLength(1);
    expect(await restricted('src/domain/probe.ts', "import '../api/client';\n")).toHaveLength(1);
    expect(
      await restricted(
        'src/domain/probe.ts',
        "import type { components } from '../api/schema';\nexport type X = components;\n",
      ),
    ).toHaveLength(0);
  });
});

describe('house rules of the one house (issue: one house for every flow)', () => {
  it('src/ui imports neither machines/ nor src/api (nor features or app)', async () => {
    expect(await restricted('src/ui/probe.tsx', "import '@machines/booking/booking.machine';\n")).toHaveLength(1);
    expect(await restricted('src/ui/probe.tsx', "import '../../machines/booking/booking.machine';\n")).toHaveLength(1);
    expect(await restricted('src/ui/probe.tsx', "import { api } from '@/api/client';\nexport { api };\n")).toHaveLength(
      1,
    );
    expect(await restricted('src/ui/probe.tsx', "import '@/features/booking/SearchPage';\n")).toHaveLength(1);
    expect(await restricted('src/ui/probe.tsx', "import '@/app/router';\n")).toHaveLength(1);
    expect(
      await restricted('src/ui/probe.tsx', "import { formatMoney } from '@/domain/money';\nexport { formatMoney };\n"),
    ).toHaveLength(0);
  });

  it('features do not import src/app', async () => {
    expect(await restricted('src/features/booking/Probe.tsx', "import '@/app/loaders';\n")).toHaveLength(1);
    expect(await restricted('src/features/booking/Probe.tsx', "import '../../app/loaders';\n")).toHaveLength(1);
    expect(await restricted('src/features/booking/Probe.tsx', "import '@/ui/Page';\n")).toHaveLength(0);
  });

  it('src/domain takes only types from src/api, through the alias too', async () => {
    expect(await restricted('src/domain/probe.ts', "import '@/api/client';\n")).toHaveLength(1);
    expect(
      await restricted(
        'src/domain/probe.ts',
        "import type { components } from '@/api/schema';\nexport type X = components;\n",
      ),
    ).toHaveLength(0);
  });
});

describe('imports that leave their area use the path aliases', () => {
  async function aliasMessages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'house/area-imports').map((m) => m.message);
  }

  it('a relative import of another area is refused and names the alias', async () => {
    expect(await aliasMessages('machines/booking/probe.ts', "import '../../src/domain/pricing';\n")).toEqual([
      'Import of another area: write it as "@/domain/pricing".',
    ]);
    expect(await aliasMessages('src/features/booking/Probe.tsx', "import '../../ui/Page';\n")).toEqual([
      'Import of another area: write it as "@/ui/Page".',
    ]);
  });

  it('relative imports inside an area, and aliases, are fine', async () => {
    expect(await aliasMessages('src/features/booking/Probe.tsx', "import './BookingProvider';\n")).toEqual([]);
    expect(await aliasMessages('machines/booking/probe.ts', "import '../roomVisits';\n")).toEqual([]);
    expect(await aliasMessages('src/features/booking/Probe.tsx', "import '@/ui/Page';\n")).toEqual([]);
  });
});

describe('texts', { timeout: 30_000 }, () => {
  it('the texts are below every layer: rules, machines and screens take them from src/i18n', async () => {
    expect(
      await restricted('src/domain/probe.ts', "import { restaurantText } from '@/i18n/restaurant';\n"),
    ).toHaveLength(0);
    expect(await restricted('src/i18n/probe.ts', "import { toMinor } from '@/domain/money';\n")).toHaveLength(1);
    expect(await restricted('src/i18n/probe.ts', "import { catalogue } from '@/i18n/catalogue';\n")).toHaveLength(0);
  });

  it('a flow whose texts are in its catalogue has no words written in its code', async () => {
    const literal = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'texts/literal-text').length;
    };
    const probe = 'src/features/restaurant/Probe.tsx';
    expect(await literal(probe, 'export const A = () => <p>Book a table</p>;\n')).toBe(1);
    expect(await literal(probe, "export const A = (ok: boolean) => <p>{ok ? 'Yes' : 'No'}</p>;\n")).toBe(1);
    expect(await literal(probe, 'export const A = () => <input aria-label="Date" />;\n')).toBe(1);
    expect(await literal(probe, "export const options = [{ value: 'none', label: 'No offer' }];\n")).toBe(1);
    expect(
      await literal(probe, "declare const t: (id: string) => string;\nexport const A = () => <p>{t('x')}</p>;\n"),
    ).toBe(0);
    expect(await literal(probe, 'export const A = () => <p className="notice notice--error">·</p>;\n')).toBe(0);
  });
});
