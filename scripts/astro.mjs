// `npm run build|dev|preview`: Astro through the command line's launcher (src/cli/astro.mjs).
import '../src/cli/astro.mjs';
