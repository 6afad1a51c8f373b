/** The package's command, as npm links it. */
export const PROGRAM = 'astro-openapi-reference';

/** A command's usage, as the repository (`npm run`) and the installed package both run it. */
export const usageOf = (command: string, args: string): string =>
  `usage: npm run ${command} -- ${args}\n   or: ${PROGRAM} ${command} ${args}`;
