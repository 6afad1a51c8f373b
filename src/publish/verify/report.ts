import type { RuleResult } from './types.ts';

const LABEL = { pass: 'PASS', fail: 'FAIL', warn: 'WARN' } as const;

export function verifyPassed(results: RuleResult[]): boolean {
  return results.every((result) => result.status !== 'fail');
}

export function formatResults(
  results: RuleResult[],
  describe: (domain: string) => string = (domain) => domain,
): string {
  const lines: string[] = [];
  let domain: string | undefined;
  for (const result of results) {
    if (result.domain !== domain) {
      domain = result.domain;
      if (lines.length) lines.push('');
      lines.push(describe(domain));
    }
    lines.push(`  ${LABEL[result.status]}  ${result.rule}: ${result.message}`);
    if (result.fix && result.status !== 'pass') lines.push(`        fix: ${result.fix}`);
  }
  const failed = results.filter((result) => result.status === 'fail').length;
  const warned = results.filter((result) => result.status === 'warn').length;
  const warnings = warned ? `, ${warned} warning${warned === 1 ? '' : 's'}` : '';
  lines.push(
    '',
    failed === 0
      ? `Result: every rule passes (${results.length - warned} checks${warnings}).`
      : `Result: ${failed} of ${results.length} checks fail${warnings}.`,
  );
  return lines.join('\n');
}
