// `npm run mock`: the command line's mock (src/cli/mock.ts), which the package's CLI also runs.
import '../src/cli/mock.ts';
