// A Vitest reporter that writes every failed test with its errors' own messages to
// reports/vitest-failures.json, for the summary of scripts/test-all.mjs. Vitest's JSON report keeps
// only each error's stack, and a failed browser action's stack still begins with the placeholder it
// was made with ("Error: STACK_TRACE_ERROR"), so the summary could not say what failed.
import { mkdirSync, writeFileSync } from 'node:fs';

export default class FailuresReporter {
  failures = [];

  onTestCaseResult(testCase) {
    const result = testCase.result();
    if (result.state !== 'failed') return;
    this.failures.push({
      file: testCase.module.moduleId,
      test: testCase.fullName,
      errors: (result.errors ?? []).map((error) => `${error.name ?? 'Error'}: ${error.message ?? ''}`),
    });
  }

  onTestRunEnd() {
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/vitest-failures.json', `${JSON.stringify(this.failures, null, 2)}\n`);
  }
}
