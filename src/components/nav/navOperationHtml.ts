import type { ApiDocument, Operation } from '../../model/model.ts';
import { listedStability } from '../../presentation/lifecycleNotice.ts';
import type { Strings } from '../../presentation/strings/catalog.ts';
import { navigationTitle } from '../../presentation/titles.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { SiteUrls } from '../../presentation/urls.ts';

export interface NavEntry {
  current: boolean;
  /** Added by the API's latest release. */
  isNew?: boolean;
  /** The entry's label among its list's (presentation/titles.ts navigationLabels); the full path on hover. */
  label?: { label: string; fullPath?: string };
}

/**
 * An operation's navigation entry as HTML: a plain function rather than a component, as it is written (entries ×
 * pages) times, tens of thousands on a large site. The title is the one span without a class (see styles/navigation.css).
 */
export function navOperationHtml(
  strings: Strings,
  urls: SiteUrls,
  doc: ApiDocument,
  op: Operation,
  { current, isNew, label }: NavEntry,
): string {
  const words = strings.reference;
  const stability = listedStability(op);
  const title = label?.fullPath ? ` title="${escapeHtml(`${op.method} ${label.fullPath}`)}"` : '';
  const markers = [
    op.deprecated &&
      `<span class="nav-marker deprecated-marker" title="${escapeHtml(words.deprecatedTitle)}">${escapeHtml(words.deprecatedFlag)}</span>`,
    stability &&
      `<span class="nav-marker stability-marker stability-${escapeHtml(stability)}">${escapeHtml(stability)}</span>`,
    isNew && `<span class="nav-marker new-marker" data-nav-new>${escapeHtml(strings.changelog.newOperation)}</span>`,
  ];
  return [
    `<li class="nav-operation${op.deprecated ? ' deprecated' : ''}">`,
    `<a href="${escapeHtml(urls.operation(doc, op))}"${current ? ' aria-current="page"' : ''}>`,
    `<span class="method method-${escapeHtml(op.method.toLowerCase())}">${escapeHtml(op.method)}</span>`,
    `<span${title}>${escapeHtml(label?.label ?? navigationTitle(op))}</span>`,
    ...markers.filter(Boolean),
    '</a></li>',
  ].join('');
}
