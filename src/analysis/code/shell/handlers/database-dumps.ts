import type { Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import { parseOpts, valueOfOpt } from '../options.js';
import { writeFile } from '../redirects.js';
import type { ShellState } from '../state.js';

/**
 * Database dump programs (`pg_dump`, `pg_dumpall`, `mysqldump`, `mariadb-dump`, `mongodump --archive`): what they print, or write with `-f`/`--result-file`, is the content of the user's
 * database, the way `cat` prints a file's. The value carries the `file` taint with the dump command as its
 * source (a slot: the database is the user's, never one of the skill's files), so a backup uploaded to a
 * receiver the skill does not name is judged like any of the user's files sent there
 * (rules/data-exfiltration.md, the work's data).
 */

/** Short options that take a value, per program (so their values are not read as the database). */
const DUMPERS: Record<string, { short: string; long: string[]; file: string[] }> = {
  pg_dump: {
    short: 'dfFhpUnNtTZjSE',
    long: ['dbname', 'file', 'format', 'host', 'port', 'username', 'schema', 'table', 'compress', 'jobs'],
    file: ['-f', '--file'],
  },
  pg_dumpall: {
    short: 'dfhlpUS',
    long: ['dbname', 'file', 'host', 'port', 'username'],
    file: ['-f', '--file'],
  },
  mysqldump: {
    short: 'hPpurSW',
    long: ['host', 'port', 'user', 'password', 'result-file', 'where', 'socket'],
    file: ['-r', '--result-file'],
  },
  'mariadb-dump': {
    short: 'hPpurSW',
    long: ['host', 'port', 'user', 'password', 'result-file', 'where', 'socket'],
    file: ['-r', '--result-file'],
  },
  mongodump: { short: 'hudpo', long: ['uri', 'host', 'db', 'out', 'archive', 'collection'], file: [] },
};

function dumpValue(cmd: Cmd, db: string): Value {
  const source = `$(${cmd.name} ${db.slice(0, 120)})`.trim();
  return { text: source, literal: false, taints: ['file'], from: source };
}

const dump: Handler = (st: ShellState, cmd: Cmd) => {
  const spec = DUMPERS[cmd.name]!;
  const p = parseOpts(cmd.argv.slice(1), { short: spec.short, long: spec.long });
  const db = valueOfOpt(p, '-d', '--dbname', '--uri', '--db')?.v.text ?? p.operands[0]?.v.text ?? '';
  const value = dumpValue(cmd, db);
  const file = valueOfOpt(p, ...spec.file);
  if (file) {
    writeFile(st, file, value, false, cmd.start, cmd.end);
    return { text: '', literal: true, taints: [] };
  }
  return value;
};

export const DATABASE_DUMP_HANDLERS: Array<[string, Handler]> = [
  ...Object.keys(DUMPERS).map((n): [string, Handler] => [n, dump]),
];
