import type { Value } from '../../facts.js';
import {
  type BatchCmd,
  type BatchState,
  bitsadmin,
  call,
  certutil,
  cmdExe,
  curl,
  echo,
  type Handler,
  powershell,
  programName,
  proxyExec,
  set,
  start,
  type,
} from './commands.js';
import { regsvr32, rundll32 } from './lolbins.js';
import { copy, format, reg, remove, schtasks } from './system.js';

/** Every batch command handled, by lower-cased program name. */
/** Comparison operators of `if a OP b`. */
const COMPARE = /^(?:==|equ|neq|lss|leq|gtr|geq)$/i;

/**
 * `if [/i] [not] exist PATH CMD`, `if defined VAR CMD`, `if errorlevel N CMD`, `if A==B CMD`, `if A EQU B
 * CMD`: the command runs when the condition holds, and which way it goes is not known statically, so the
 * command is analysed as if it ran (`if exist "%f%" call "%f%"` after a download runs the download).
 */
function conditional(st: BatchState, cmd: BatchCmd): Value | undefined {
  const w = cmd.words;
  let i = 1;
  while (i < w.length && /^(?:\/i|not)$/i.test(w[i]!.v.text)) i++;
  const cond = w[i]?.v.text.toLowerCase() ?? '';
  if (cond === 'exist' || cond === 'defined' || cond === 'errorlevel' || cond === 'cmdextversion') i += 2;
  else if (w[i + 1] && COMPARE.test(w[i + 1]!.v.text)) i += 3;
  else i += 1; // `"%a%"=="b"` written as one word
  const rest = w.slice(i);
  if (!rest[0] || rest[0].v.text.startsWith('(')) return undefined;
  return st.run({ ...cmd, name: programName(rest[0].v.text), words: rest });
}

export const BATCH_HANDLERS = new Map<string, Handler>([
  ['set', set],
  ['curl', curl],
  ['powershell', powershell],
  ['pwsh', powershell],
  ['certutil', certutil],
  ['bitsadmin', bitsadmin],
  ['start', start],
  ['call', call],
  ['if', conditional],
  ['cmd', cmdExe],
  ['reg', reg],
  ['schtasks', schtasks],
  ['mshta', proxyExec],
  ['regsvr32', regsvr32],
  ['rundll32', rundll32],
  ['type', type],
  ['copy', copy],
  ['xcopy', copy],
  ['move', copy],
  ['del', remove],
  ['erase', remove],
  ['rd', remove],
  ['rmdir', remove],
  ['format', format],
  ['echo', echo],
]);
