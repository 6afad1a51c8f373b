// `npm run changes`: the command line's changes (src/cli/changes.ts), which the package's CLI also runs.
import '../src/cli/changes.ts';
