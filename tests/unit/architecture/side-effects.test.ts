/**
 * The layers the build may leave out of a page when nothing of them is used there
 * (scripts/side-effects.ts) do nothing when imported: every statement at a module's top level is a
 * declaration (imports, exports, types, functions, classes, constants). A module that registered
 * itself or extended a library at its top level would be left out of the pages that import it only
 * for that: this test names it first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSideEffectFree } from '../../../scripts/side-effects.ts';

const ROOT = process.cwd();

const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
]);

/** The statements at a module's top level that are not declarations ("line: text"). */
function topLevelEffects(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => !DECLARATIONS.has(statement.kind))
    .map((statement) => {
      const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
      return `${line}: ${statement.getText().split('\n')[0]}`;
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(ROOT, dir, file));
}

describe('modules the build may leave out of a page do nothing when imported', () => {
  it('names the layers of rules, components, texts and machines; not pages, the app or dates.ts', () => {
    expect(isSideEffectFree(join(ROOT, 'src/domain/pricing.ts'))).toBe(true);
    expect(isSideEffectFree(join(ROOT, 'src/ui/steps/BookerDetailsStep.tsx'))).toBe(true);
    expect(isSideEffectFree(join(ROOT, 'src/i18n/checkout.ts'))).toBe(true);
    expect(isSideEffectFree(join(ROOT, 'machines/booking/booking.machine.ts'))).toBe(true);
    // a page's module registers itself; the app starts; dates.ts extends dayjs; styles apply
    expect(isSideEffectFree(join(ROOT, 'src/features/booking/BookingProvider.tsx'))).toBe(false);
    expect(isSideEffectFree(join(ROOT, 'src/main.tsx'))).toBe(false);
    expect(isSideEffectFree(join(ROOT, 'src/domain/dates.ts'))).toBe(false);
    expect(isSideEffectFree(join(ROOT, 'src/ui/steps/steps.css'))).toBe(false);
    expect(isSideEffectFree('C:\\work\\src\\domain\\money.ts')).toBe(true);
  });

  it('finds a statement that does something at a module top level', () => {
    const probe = [
      "import { register } from './host';",
      'export const texts = catalogue("x", {});',
      'export function f() { register(); }',
      'register(f);',
      "if (typeof window !== 'undefined') window.addEventListener('load', f);",
    ].join('\n');
    expect(topLevelEffects('probe.ts', probe)).toEqual([
      '4: register(f);',
      "5: if (typeof window !== 'undefined') window.addEventListener('load', f);",
    ]);
  });

  it('src/ui, src/domain, src/i18n and machines: declarations only at the top level', () => {
    const files = ['src/ui', 'src/domain', 'src/i18n', 'machines'].flatMap(sourceFiles).filter(isSideEffectFree);
    expect(files.length).toBeGreaterThan(100);
    const effects = files.flatMap((file) =>
      topLevelEffects(file, readFileSync(file, 'utf8')).map((effect) => `${relative(ROOT, file)}:${effect}`),
    );
    expect(effects).toEqual([]);
  });
});
