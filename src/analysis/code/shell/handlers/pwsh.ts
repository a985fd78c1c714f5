import type { Value } from '../../../facts.js';
import { isMostlyPrintable } from '../../../payloads.js';
import type { Cmd, Handler } from '../cmd.js';
import { decodeUtf16Base64 } from '../decoders.js';
import { joinValues } from '../params.js';
import type { ShellState, Word } from '../state.js';
import { type CodeSite, runCode, runStdin, wordSite } from './exec.js';

/**
 * PowerShell started from shell: `-EncodedCommand` (any unambiguous prefix: `-enc`, `-e`, `-ec`) is
 * base64 of UTF-16LE text, decoded and analysed as PowerShell; `-Command` (or bare text) is embedded;
 * `-Command -` and no arguments read standard input. Parameter names per
 * https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_pwsh
 */

const PWSH_VALUE = [
  'executionpolicy',
  'ex',
  'ep',
  'windowstyle',
  'w',
  'workingdirectory',
  'wd',
  'configurationname',
  'inputformat',
  'outputformat',
  'of',
  'settingsfile',
  'file',
  'f',
];

/** PowerShell's parameters are matched by unambiguous prefix; these are the ones that carry code. */
function pwshParam(t: string): 'command' | 'encoded' | 'file' | undefined {
  const n = t.toLowerCase().replace(/^[-/]+/, '');
  if (n === 'e' || n === 'ec' || (n.length >= 2 && 'encodedcommand'.startsWith(n))) return 'encoded';
  if (n === 'c' || (n.length >= 2 && 'command'.startsWith(n) && n !== 'co')) return 'command';
  if (n === 'f' || (n.length >= 2 && 'file'.startsWith(n))) return 'file';
  return undefined;
}

export function powershell(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.v.text;
    if (!/^[-/]/.test(t)) {
      runPwshCommand(st, cmd, args.slice(i));
      return undefined;
    }
    const kind = pwshParam(t);
    if (kind === 'encoded' && args[i + 1]) {
      const w = args[i + 1]!;
      const text = w.v.literal ? decodeUtf16Base64(w.v.text) : undefined;
      // A literal that is no UTF-16 base64 (`-enc BASE64_PAYLOAD`, `-enc <blob>`) is a placeholder in a
      // write-up: PowerShell would refuse it, so nothing hidden runs.
      if (w.v.literal && (text === undefined || !isMostlyPrintable(text))) return undefined;
      const decoded: Value =
        text !== undefined
          ? { text, literal: false, taints: ['decoded'] }
          : { ...w.v, literal: false, taints: [...w.v.taints, 'decoded'] };
      st.emit(
        {
          kind: 'decode',
          scheme: 'utf16le-base64',
          input: w.v,
          ...(text !== undefined ? { decoded: text } : {}),
        },
        w.start,
        w.end,
      );
      runCode(
        st,
        'powershell',
        'powershell',
        decoded,
        { start: w.start, end: w.end },
        { always: true, evidenceStart: cmd.start, evidenceEnd: cmd.end },
      );
      return undefined;
    }
    if (kind === 'command') {
      runPwshCommand(st, cmd, args.slice(i + 1));
      return undefined;
    }
    if (kind === 'file') return undefined;
    if (PWSH_VALUE.includes(t.toLowerCase().replace(/^[-/]+/, ''))) i++;
  }
  if (cmd.stdin) runStdin(st, 'powershell', 'powershell', cmd, cmd.stdin);
  return undefined;
}

function runPwshCommand(st: ShellState, cmd: Cmd, words: Word[]): void {
  if (words.length === 0) return;
  if (words.length === 1 && words[0]!.v.text === '-') {
    if (cmd.stdin) runStdin(st, 'powershell', 'powershell', cmd, cmd.stdin);
    return;
  }
  const code = joinValues(words.map((w) => w.v));
  const site: CodeSite =
    words.length === 1 ? wordSite(words[0]!) : { start: words[0]!.start, end: words[words.length - 1]!.end };
  runCode(st, 'powershell', 'powershell', code, site, { evidenceStart: cmd.start, evidenceEnd: cmd.end });
}

export const PWSH_HANDLERS: Array<[string, Handler]> = [['powershell', powershell]];
