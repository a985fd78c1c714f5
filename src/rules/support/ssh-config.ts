import type { Value } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';

/**
 * What a write to the SSH client configuration (`~/.ssh/config`, `config.d/*`, `/etc/ssh/ssh_config`)
 * makes ssh do. ssh reads the file before every connection — every `git push` over ssh included — and a
 * few keywords name a command it runs then: `Match exec "cmd"` (run just to test the condition),
 * `ProxyCommand`, `LocalCommand` (with `PermitLocalCommand yes`), `KnownHostsCommand`. Host blocks with
 * host names, users and key files are how developers set up access, and run nothing.
 */

/** Keywords whose value is a command ssh runs by itself (case-insensitive, as ssh reads them). */
const RUNS_COMMAND =
  /(?:^|\n)[ \t]{0,16}(?:Match[ \t][^\n]{0,200}?\bexec\b|ProxyCommand\b|LocalCommand\b|KnownHostsCommand\b)/i;

/** A command that fetches or decodes code (a `ProxyCommand nc %h %p` relay is neither). */
const FETCHES = /\b(?:curl|wget|iwr|irm)\b|base64[ \t]{1,4}-{1,2}d|\|[ \t]{0,4}(?:ba|z)?sh\b/i;

/** The keyword that makes ssh run a command, for the message; undefined when the text names none. */
export function sshCommandKeyword(v: Value | undefined): string | undefined {
  const m = v ? RUNS_COMMAND.exec(v.text) : null;
  if (!m) return undefined;
  const word = m[0].trim();
  return /^match/i.test(word) ? 'Match exec' : word.replace(/\s.*$/, '');
}

/**
 * The base severity of an SSH configuration write: a command ssh runs on every connection is high; text
 * nobody can read here (computed, copied from elsewhere) medium; literal host blocks low.
 */
export function sshConfigWrite(v: Value | undefined): { base: Severity; why: string } {
  const keyword = sshCommandKeyword(v);
  if (keyword && v && (v.taints.includes('download') || FETCHES.test(v.text)))
    return {
      base: 'critical',
      why: ` and its \`${keyword}\` line downloads or decodes code and runs it before every ssh connection`,
    };
  if (keyword)
    return {
      base: 'high',
      why: ` and its \`${keyword}\` line names a command ssh runs by itself before every connection (git over ssh included)`,
    };
  if (v?.literal && v.taints.length === 0)
    return { base: 'low', why: ' (host entries only: nothing in it runs a command)' };
  return {
    base: 'medium',
    why: ' (content not known here: `Match exec` or `ProxyCommand` lines would run on every ssh connection)',
  };
}
