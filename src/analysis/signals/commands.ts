import type { ShellSnippet } from '../shell-sources.js';
import { args, flagValue, hasFlag, SHELLS, type ShellCommand, type ShellWord } from '../shell-view.js';
import { trimEndChars } from '../strings.js';
import { DECODERS, INTERPRETERS } from './programs.js';
import { urlIn } from './urls.js';

/** What one parsed shell command does with its input and output: runs stdin, decodes, saves a download. */

export function commandText(snippet: ShellSnippet, cmd: ShellCommand): string {
  return snippet.text.slice(cmd.start - snippet.base, cmd.end - snippet.base);
}

/** Does this interpreter run what arrives on stdin? (`bash`, `sh -s`, `python3 -`, `iex`, not `python -m json.tool`). */
export function execsStdin(cmd: ShellCommand): boolean {
  const n = cmd.name;
  if (n === 'iex' || n === 'invoke-expression') return true;
  if ((n === 'source' || n === '.') && ['/dev/stdin', '-'].includes(cmd.argv[1]?.text ?? '')) return true;
  if (!INTERPRETERS.has(n)) return false;
  const rest = args(cmd);
  if (SHELLS.has(n)) {
    if (hasFlag(cmd, 'c')) return false;
    if (hasFlag(cmd, 's')) return true;
  } else {
    if (rest.some((a) => /^-(?:c|e|m|r|p|-eval|-print|Command|EncodedCommand|File)$/i.test(a) && a !== '-')) {
      return /^pwsh|^powershell/.test(n) && rest.some((a, k) => /^-Command$/i.test(a) && rest[k + 1] === '-');
    }
  }
  const positional = rest.filter((a) => !a.startsWith('-') || a === '-');
  if (n === 'deno' || n === 'bun') return positional[0] === 'run' && positional[1] === '-';
  return positional.length === 0 || positional[0] === '-';
}

export function isDecoder(cmd: ShellCommand): boolean {
  if (!DECODERS.has(cmd.name)) return false;
  if (cmd.name === 'base64') return hasFlag(cmd, 'd') || hasFlag(cmd, 'D', '--decode');
  if (cmd.name === 'openssl') return args(cmd).some((a) => a === '-d' || a === 'base64');
  if (cmd.name === 'xxd') return hasFlag(cmd, 'r');
  if (cmd.name === 'gzip' || cmd.name === 'xz') return hasFlag(cmd, 'd', '--decompress');
  return true;
}

/** The word of `parent` that contains offset `at`. */
export function wordAt(parent: ShellCommand, at: number): { word: ShellWord; index: number } | undefined {
  const i = parent.argv.findIndex((w) => w.start <= at && at < w.end);
  if (i >= 0) return { word: parent.argv[i]!, index: i };
  for (const r of parent.redirects) {
    if (r.target && r.target.start <= at && at < r.target.end) return { word: r.target, index: -1 };
  }
  return undefined;
}

/** The file name a download keeps from its URL (`curl -O`, plain `wget`): the last path segment. */
function remoteName(cmd: ShellCommand): string | undefined {
  const u = urlIn(cmd);
  return u
    ? u
        .replace(/[?#].*$/, '')
        .split('/')
        .pop()
    : undefined;
}

export function downloadedFile(cmd: ShellCommand): string | undefined {
  if (cmd.name === 'curl') {
    const o = flagValue(cmd, 'o', '--output');
    if (o && o !== '-') return o;
    if (hasFlag(cmd, 'O', '--remote-name')) return remoteName(cmd);
  } else if (cmd.name === 'wget') {
    const o = flagValue(cmd, 'O', '--output-document');
    if (o !== undefined) return o === '-' ? undefined : o;
    if (args(cmd).some((a) => /^-[a-zA-Z]*O-$/.test(a))) return undefined;
    return remoteName(cmd);
  } else if (cmd.name === 'iwr' || cmd.name === 'invoke-webrequest') {
    return flagValue(cmd, undefined, '-OutFile') ?? flagValue(cmd, undefined, '-outfile');
  }
  const out = cmd.redirects.find((r) => r.op === '>' || r.op === '>|');
  return out?.target?.text;
}

export const baseName = (p: string) => trimEndChars(p, '/').split('/').pop() ?? p;

export function firstPositional(cmd: ShellCommand): number {
  return cmd.argv.findIndex((w, k) => k > 0 && !w.text.startsWith('-'));
}
