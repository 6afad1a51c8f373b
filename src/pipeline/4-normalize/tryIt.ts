import { type Raw } from '../../shared/rawValues.ts';
/** `x-hideTryItPanel: true` (Scalar, Stoplight) or Redocly's `x-hideReplay: true`, on an operation or the document root. */
export const hidesTryIt = (node: Raw): boolean => node['x-hideTryItPanel'] === true || node['x-hideReplay'] === true;

/**
 * Whether an operation gets a try-it panel. `allowed` is false when the site configuration or the document root
 * switches try-it off. Webhooks get none: the API sends them, there is nothing to try against its servers.
 */
export function tryItEnabled(op: Raw, kind: 'operation' | 'webhook', allowed: boolean): boolean {
  return allowed && kind === 'operation' && !hidesTryIt(op);
}
