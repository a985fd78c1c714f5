/**
 * The command line's flags and subcommand names, apart from everything else the CLI imports: the executable
 * reads them before the scanner's modules load (src/cli-early.ts), so a pull-request scan asks git what
 * changed while those modules compile.
 */
export const OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  config: { type: 'string', short: 'c' },
  'fail-on': { type: 'string' },
  rule: { type: 'string', multiple: true },
  'changed-since': { type: 'string' },
  'show-suppressed': { type: 'boolean' },
  sort: { type: 'string' },
  'min-severity': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  'list-rules': { type: 'boolean' },
  'no-color': { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
  runtime: { type: 'string', multiple: true },
  'context-window': { type: 'string' },
  shard: { type: 'string' },
  repo: { type: 'string', multiple: true },
  'include-forks': { type: 'boolean' },
  'include-archived': { type: 'boolean' },
  'output-dir': { type: 'string' },
  plan: { type: 'string' },
  shards: { type: 'string' },
  cache: { type: 'string' },
  upload: { type: 'boolean' },
  concurrency: { type: 'string' },
  jobs: { type: 'string', short: 'j' },
  'debug-stats': { type: 'boolean' },
} as const;

/** Every subcommand's name (src/cli.ts `COMMANDS` has exactly these keys); a scan is the default. */
export const COMMAND_NAMES = [
  'scan',
  'discover',
  'org',
  'org-plan',
  'org-merge',
  'listing',
  'graph',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];
