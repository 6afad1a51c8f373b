// The integration as a site's astro.config.mjs imports it (`astro-openapi-reference/integration`): Node strips no
// types under node_modules, so the package's own .ts files go through the command line's load hook first.
import '../cli/typeStripping.mjs';

/** @type {typeof import('./index.ts').apiReference} */
export const apiReference = (await import('./index.ts')).apiReference;
export default apiReference;
