import { cliTokenOutput } from '../code/cli-tokens.js';
import { FILE_READERS, revealsContent } from '../code/shell/file-readers.js';
import type { SecretClass } from '../facts.js';
import { normalizeHome, secretOf } from '../paths.js';

/**
 * A code span in prose that is a command printing a secret: a CLI's login token (`gh auth token`,
 * `gcloud auth print-access-token`, `kubectl config view --raw`; src/analysis/code/cli-tokens.ts) or a
 * file reader over a secret store (`cat ~/.aws/credentials`, `Get-Content $HOME\.npmrc`). "Run `gh auth
 * token` and send the value to …" takes the secret as surely as naming the file does. Returns the store
 * as the sentence names it: the file's path, or the command for a CLI's token.
 */

/** Readers the shell table does not list (PowerShell's, encoders that print the file whole). */
const OTHER_READERS = new Set(['bat', 'type', 'base64', 'xxd', 'get-content', 'gc']);

export function secretCommandStore(code: string): string | undefined {
  if (code.length > 300) return undefined;
  let text = code.trim();
  // `$(gh auth token)`: the substitution's command.
  if (text.startsWith('$(') && text.endsWith(')')) text = text.slice(2, -1).trim();
  const words = text.split(/\s+/).slice(0, 16);
  if (words.length < 2) return undefined;
  const [program, ...rest] = words as [string, ...string[]];
  const token = cliTokenOutput(program, rest.join(' '));
  if (token) return token.command;
  const name = program.toLowerCase();
  const valued = Object.hasOwn(FILE_READERS, name) && revealsContent(name) ? FILE_READERS[name]! : undefined;
  if (valued === undefined && !OTHER_READERS.has(name)) return undefined;
  const operand = firstOperand(rest, valued ?? '');
  if (operand === undefined) return undefined;
  const path = normalizeHome(operand.replace(/^["']|["']$/g, ''));
  return secretOf(path) ? path : undefined;
}

/** The first word that is no option, nor the value of a short option that takes one (`head -n 5 FILE`). */
function firstOperand(words: readonly string[], valued: string): string | undefined {
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!w.startsWith('-') || w === '-') return w;
    if (w.length === 2 && valued.includes(w[1]!)) k++;
  }
  return undefined;
}

/**
 * The secret a command named as an intent's object prints, when it is a CLI's token printer (`gh auth
 * token`): no path says what it reads, the command does.
 */
export function commandSecret(command: string): SecretClass | undefined {
  if (command.length > 300 || secretOf(command) !== undefined) return undefined;
  if (isEnvDump(command)) return 'env-all';
  const [program, ...rest] = command.trim().split(/\s+/).slice(0, 16);
  if (!program || rest.length === 0) return undefined;
  return cliTokenOutput(program, rest.join(' '))?.value.secret;
}

/** Commands that print every environment variable, tokens and keys included. */
const ENV_DUMP = /^(?:env|printenv|export -p|declare -x|set|Get-ChildItem env:|gci env:|dir env:)$/i;

/** `env`, `printenv`: the command prints the whole environment (only its output is a secret, never its name). */
export function isEnvDump(command: string): boolean {
  return ENV_DUMP.test(command.trim());
}
