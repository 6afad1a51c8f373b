// `npm run domains`: the command line's domains (src/cli/domains.ts), which the package's CLI also runs.
import '../src/cli/domains.ts';
