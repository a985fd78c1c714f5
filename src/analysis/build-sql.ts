import type { UnitSpec } from './code/collector.js';
import type { Value } from './facts.js';
import type { LineMap } from './lines.js';

/**
 * PostgreSQL's `COPY … TO PROGRAM 'cmd'` and `COPY … FROM PROGRAM 'cmd'` in an SQL file: the server runs
 * `cmd` through the shell (on the user's machine for a local database), feeding it the query's rows
 * (`TO`) or loading what it prints (`FROM`). Each is read as a shell unit located at the command; for
 * `TO PROGRAM` the rows arrive on standard input, written as `printf '%s' "$COPY_ROWS" | cmd` with
 * `COPY_ROWS` the query's rows — credentials when the query selects columns named for them
 * (`password_hash`, `api_token`, `secret`, `private_key`). Read line by line with bounded patterns; nothing
 * is run and no SQL is parsed beyond the statement's shape.
 */

const MAX_STATEMENTS = 32;
const MAX_QUERY = 4_000;
/** `COPY (query) TO PROGRAM '…'` / `COPY table FROM PROGRAM '…'` (the string's `''` is one quote). */
const COPY_PROGRAM = /\bCOPY\b([\s\S]{0,4000}?)\b(TO|FROM)\s{1,20}PROGRAM\s{1,20}'((?:[^']|''){1,2000})'/gi;
const CREDENTIAL_COLUMN =
  /\b(?:\w{0,30}_)?(?:password|passwd|pwd|password_hash|token|api_token|api_key|secret|private_key|access_key|refresh_token)\b/i;

export function sqlPrograms(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(COPY_PROGRAM)) {
    if (out.length >= MAX_STATEMENTS) break;
    const query = m[1]!.slice(0, MAX_QUERY);
    const cmd = m[3]!.replace(/''/g, "'");
    const at = m.index + m[0].length - m[3]!.length - 1;
    const region = lines.region(at, Math.min(at + m[3]!.length + 2, at + 400));
    const toProgram = m[2]!.toUpperCase() === 'TO';
    const rows: Value = CREDENTIAL_COLUMN.test(query)
      ? { text: '$(COPY rows)', literal: false, taints: ['secret'], secret: 'database-credentials' }
      : { text: '$(COPY rows)', literal: false, taints: ['file'] };
    out.push({
      lang: 'shell',
      text: toProgram ? `printf '%s' "$COPY_ROWS" | ${cmd}` : cmd,
      origin: 'script',
      placement: 'script',
      region,
      label: `PostgreSQL COPY ${toProgram ? 'TO' : 'FROM'} PROGRAM (run by the database server through the shell)`,
      ...(toProgram ? { values: { COPY_ROWS: rows } } : {}),
    });
  }
  return out;
}
