// `npm run validate`: the command line's validate (src/cli/validate.ts), which the package's CLI also runs.
import '../src/cli/validate.ts';
