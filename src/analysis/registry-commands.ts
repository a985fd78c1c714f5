/**
 * npm-family subcommands whose `--registry` names where the package goes or whom the credentials are for,
 * never where anything is installed from: `npm publish --registry URL` uploads the project's package there,
 * `npm login --registry URL` sends the typed credentials there. Shared by the shell analyzer (which reads
 * them as sends) and the text patterns of supply-chain-redirect (which must not read them as redirects).
 */
export const NPM_REGISTRY_TARGETS: ReadonlySet<string> = new Set([
  'publish',
  'unpublish',
  'login',
  'adduser',
  'add-user',
  'logout',
  'dist-tag',
  'deprecate',
  'owner',
  'access',
  'token',
  'whoami',
]);

/**
 * The subcommand of the npm/pnpm/yarn/bun command that starts `command` (its first word is the manager):
 * the first word that is neither an option nor an option's value. Options known to take a value
 * (`--registry URL`, `-w NAME`) have it skipped; `--opt=value` is one word.
 */
export function npmSubcommand(command: string): string | undefined {
  const words = command.split(/[ \t]+/).slice(1, 40);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '') continue;
    if (w.startsWith('-')) {
      if (!w.includes('=') && VALUED.has(w)) i++;
      continue;
    }
    return w;
  }
  return undefined;
}

const VALUED = new Set([
  '--registry',
  '--scope',
  '-w',
  '--workspace',
  '--prefix',
  '-C',
  '--cwd',
  '--tag',
  '--otp',
  '--access',
]);
