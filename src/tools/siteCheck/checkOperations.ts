import type { ExpectedOperation, ExpectedSample, Rule } from './expectations.ts';
import { groupBy } from './groupBy.ts';
import type { OperationElement } from './pageFacts.ts';
import type { ProblemLog } from './problemLog.ts';

/** Exactly one element per expected operation (or webhook), none for anything else, each with the right markers. */
export function checkOperations(
  attribute: 'data-operation' | 'data-webhook',
  expected: Map<string, ExpectedOperation>,
  found: OperationElement[],
  problems: ProblemLog,
): void {
  const byKey = groupBy(found, (element) => element.key);
  for (const [key, operation] of expected) {
    const elements = byKey.get(key) ?? [];
    if (elements.length === 0) problems.add(`missing: no [${attribute}="${key}"] element on any page`);
    else if (elements.length > 1)
      problems.add(`duplicate: ${elements.length} [${attribute}="${key}"] elements, on ${pageList(elements)}`);
    else checkMarkers(operation, elements[0], problems);
  }
  for (const [key, elements] of byKey) {
    if (!expected.has(key))
      problems.add(
        `unexpected: [${attribute}="${key}"] on ${pageList(elements)}, not a visible ${attribute.slice(5)} of the document`,
      );
  }
}

const pageList = (elements: { page: string }[]) => [...new Set(elements.map((element) => element.page))].join(', ');

function checkMarkers(expected: ExpectedOperation, element: OperationElement, problems: ProblemLog): void {
  const report = (message: string) => problems.add(`${element.page}: ${expected.key}: ${message}`);
  checkDeprecation(expected, element, report);
  checkStability(expected.stability, element.stabilities, report);
  if (expected.tryIt.mode === 'absent' && element.tryIt > 0)
    report(
      'data-try-it present, but the document hides the try-it panel (x-hideTryItPanel / x-hideReplay) or the site turned it off',
    );
  if (expected.tryIt.mode === 'present' && element.tryIt === 0)
    report('no data-try-it element, but the try-it panel is enabled for this operation');
  checkSamples(expected.codeSamples, element, report);
  for (const parameter of expected.parameters) {
    const id = `param-${parameter.in}-${parameter.name.replace(/\s+/g, '-')}`;
    if (!element.ids.has(id)) report(`no row with id "${id}" for the ${parameter.in} parameter "${parameter.name}"`);
  }
}

function checkDeprecation(
  expected: ExpectedOperation,
  element: OperationElement,
  report: (message: string) => void,
): void {
  const warnings = element.deprecated;
  if (expected.deprecated.mode === 'absent' && warnings.length > 0)
    report('data-deprecated present, but the document does not deprecate it');
  if (expected.deprecated.mode === 'present' && warnings.length === 0)
    report('no data-deprecated element, but the document deprecates it');
  if (warnings.some((warning) => warning.text.trim() === '')) report('a data-deprecated element holds no warning text');
  for (const sunset of element.strayedSunsets) report(`data-sunset="${sunset}" on an element without data-deprecated`);

  const sunsets = warnings.map((warning) => warning.sunset).filter((sunset) => sunset !== undefined);
  const rule = expected.sunset;
  if (rule.mode === 'absent') {
    for (const sunset of sunsets) report(`data-sunset="${sunset}", but the document gives no sunset date`);
  } else if (rule.mode === 'present') {
    for (const sunset of sunsets)
      if (sunset !== rule.value) report(`data-sunset="${sunset}", but the document says ${rule.value}`);
    if (warnings.length > 0 && sunsets.length === 0)
      report(`no data-sunset on data-deprecated, but the document gives the sunset date ${rule.value}`);
  } else {
    for (const sunset of sunsets)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(sunset)) report(`data-sunset="${sunset}" is not a YYYY-MM-DD date`);
  }
}

function checkStability(rule: Rule, stabilities: string[], report: (message: string) => void): void {
  if (rule.mode === 'absent') {
    for (const stability of stabilities) report(`data-stability="${stability}", but the document gives no stability`);
  } else if (rule.mode === 'present') {
    if (stabilities.length === 0) report(`no data-stability element, but the document says x-stability: ${rule.value}`);
    for (const stability of stabilities)
      if (stability !== rule.value) report(`data-stability="${stability}", but the document says ${rule.value}`);
  } else {
    for (const stability of stabilities)
      if (stability.trim() === '' || stability !== stability.toLowerCase())
        report(`data-stability="${stability}" is not a lower-case value`);
  }
}

function checkSamples(expected: ExpectedSample[], element: OperationElement, report: (message: string) => void): void {
  for (const sample of element.samples) {
    const name = sample.label ?? sample.lang ?? '?';
    if (sample.lang === undefined || sample.label === undefined)
      report(`data-code-sample "${name}" lacks data-lang or data-label`);
    if (!sample.hasShiki)
      report(`data-code-sample "${name}" holds no shiki-highlighted code (no element with class "shiki")`);
  }
  const describe = (sample: { lang?: string; label?: string }) => `lang "${sample.lang}", label "${sample.label}"`;
  const unmatched = expected.map(describe);
  const own = element.samples.filter((sample) => !sample.generated);
  for (const sample of own) {
    const at = unmatched.indexOf(describe(sample));
    if (at !== -1) unmatched.splice(at, 1);
    else if (expected.length === 0)
      report(`data-code-sample (${describe(sample)}) without data-generated, but the document has no x-codeSamples`);
    else report(`data-code-sample (${describe(sample)}) is not one of the document's x-codeSamples`);
  }
  for (const missing of unmatched) report(`no data-code-sample for the document's sample ${missing}`);
}
