import { isObject, type Raw } from './refs.ts';

/*
 * The contract accepts "a known vendor equivalent" for deprecation, sunset and stability without
 * naming them. When an operation carries one of these and not the standard field, the checker
 * neither requires nor forbids the attribute.
 */

const STABILITY_FLAGS = ['x-scalar-stability', 'x-maturity', 'x-release-status', 'x-beta', 'x-experimental'];

export const hasVendorStability = (op: Raw) => STABILITY_FLAGS.some((key) => op[key] !== undefined);

export const hasVendorDeprecation = (op: Raw) =>
  typeof op['x-release-status'] === 'string' || op['x-ms-deprecation'] !== undefined || op['x-github'] !== undefined;

export function hasVendorSunset(op: Raw): boolean {
  if (op['x-deprecated-sunset'] !== undefined) return true;
  if (isObject(op['x-github']) && op['x-github'].removalDate !== undefined) return true;
  if (isObject(op['x-ms-deprecation']) && op['x-ms-deprecation'].removalDate !== undefined) return true;
  const responses = isObject(op.responses) ? Object.values(op.responses) : [];
  return responses.some(
    (response) =>
      isObject(response) &&
      isObject(response.headers) &&
      Object.keys(response.headers).some((name) => name.toLowerCase() === 'sunset'),
  );
}
