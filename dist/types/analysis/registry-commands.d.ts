/**
 * npm-family subcommands whose `--registry` names where the package goes or whom the credentials are for,
 * never where anything is installed from: `npm publish --registry URL` uploads the project's package there,
 * `npm login --registry URL` sends the typed credentials there. Shared by the shell analyzer (which reads
 * them as sends) and the text patterns of supply-chain-redirect (which must not read them as redirects).
 */
export declare const NPM_REGISTRY_TARGETS: ReadonlySet<string>;
/**
 * The subcommand of the npm/pnpm/yarn/bun command that starts `command` (its first word is the manager):
 * the first word that is neither an option nor an option's value. Options known to take a value
 * (`--registry URL`, `-w NAME`) have it skipped; `--opt=value` is one word.
 */
export declare function npmSubcommand(command: string): string | undefined;
