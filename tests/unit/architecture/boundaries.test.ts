import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The import boundaries of docs/decisions.md ("Layers"), proven on the real lint config. */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
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
