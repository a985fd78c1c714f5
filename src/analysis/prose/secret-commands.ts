import { cliTokenOutput } from '../code/cli-tokens.js';
import { normalizeHome, secretOf } from '../paths.js';

/**
 * A code span in prose that is a command printing a secret: a CLI's login token (`gh auth token`,
 * `gcloud auth print-access-token`, `kubectl config view --raw`; src/analysis/code/cli-tokens.ts) or a
 * file reader over a secret store (`cat ~/.aws/credentials`, `Get-Content $HOME\.npmrc`). "Run `gh auth
 * token` and send the value to …" takes the secret as surely as naming the file does. Returns the store
 * as the sentence names it: the file's path, or the command for a CLI's token.
 */

const READERS = new Set([
  'cat',
  'head',
  'tail',
  'less',
  'more',
  'bat',
  'type',
  'base64',
  'xxd',
  'get-content',
  'gc',
]);

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
  if (!READERS.has(program.toLowerCase())) return undefined;
  const operand = rest.find((x) => !x.startsWith('-'));
  if (operand === undefined) return undefined;
  const path = normalizeHome(operand.replace(/^["']|["']$/g, ''));
  return secretOf(path) ? path : undefined;
}
