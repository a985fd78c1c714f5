import type { Value } from '../../facts.js';
import { writeClassOf } from '../../paths.js';
import { concat, literal } from '../values.js';
import { type BatchCmd, type BatchState, fileKey, flag, optValue, readPath } from './commands.js';

/** Batch commands that persist or destroy: Run keys, scheduled tasks, copies into startup folders, rd/del/format. */

/** `reg add KEY /v NAME /d DATA`: a registry write; Run keys are autostart. */
export function reg(st: BatchState, cmd: BatchCmd): Value | undefined {
  if (cmd.words[1]?.v.text.toLowerCase() !== 'add' || !cmd.words[2]) return undefined;
  const key = cmd.words[2].v.text.replace(/\\/g, '/');
  const name = optValue(cmd, '/v')?.v.text ?? '';
  const data = optValue(cmd, '/d')?.v;
  const winlogon = /\/Winlogon$/i.test(key) && /^(?:Shell|Userinit)$/i.test(name);
  const ifeo = /Image File Execution Options\//i.test(key) && /^Debugger$/i.test(name);
  const cls = winlogon || ifeo ? 'autostart' : (writeClassOf(key)?.cls ?? 'other');
  st.emit(
    {
      kind: 'write',
      target: literal(`${key}/${name}`),
      cls,
      ...(data ? { content: data } : {}),
      append: false,
    },
    cmd.start,
    cmd.end,
  );
  return undefined;
}

/** `schtasks /create /tn NAME /tr CMD /sc …`: a scheduled task (autostart); CMD runs later. */
export function schtasks(st: BatchState, cmd: BatchCmd): Value | undefined {
  if (!cmd.words.some((w) => /^[-/]create$/i.test(w.v.text))) return undefined;
  const name = optValue(cmd, '/tn')?.v.text ?? '';
  const tr = optValue(cmd, '/tr');
  st.emit(
    {
      kind: 'write',
      target: literal(`schtasks:${name}`),
      cls: 'autostart',
      ...(tr ? { content: tr.v } : {}),
      append: false,
    },
    cmd.start,
    cmd.end,
  );
  if (tr) st.unit.embed('batch', tr.v.text, tr.start, tr.end, { label: 'schtasks /tr' });
  return undefined;
}

export function copy(st: BatchState, cmd: BatchCmd): Value | undefined {
  const ops = cmd.words.slice(1).filter((w) => !/^\/[a-z-]{1,3}$/i.test(w.v.text));
  if (ops.length < 2) return undefined;
  const dest = ops[ops.length - 1]!.v;
  const content = concat(ops.slice(0, -1).map((w) => readPath(st, cmd, w.v.text)));
  const path = dest.text.replace(/\\/g, '/');
  st.emit(
    { kind: 'write', target: dest, cls: writeClassOf(path)?.cls ?? 'other', content, append: false },
    cmd.start,
    cmd.end,
  );
  st.files.set(fileKey(path), { content });
  return undefined;
}

const BROAD =
  /^(?:[a-z]:\\?\*?|[a-z]:\\(?:windows|users|program files)\\?\*?|%(?:userprofile|systemroot|windir|homedrive)%\\?\*?)$/i;

export function remove(st: BatchState, cmd: BatchCmd): Value | undefined {
  const flags = cmd.words.slice(1).map(flag);
  const targets = cmd.words.slice(1).filter((w) => !/^\/[a-z]$/i.test(w.v.text));
  if (!flags.includes('-s')) return undefined;
  const broad = targets.find((w) => BROAD.test(w.v.text));
  if (broad) st.emit({ kind: 'destroy', how: 'rm-broad', target: broad.v.text }, cmd.start, cmd.end);
  return undefined;
}

export function format(st: BatchState, cmd: BatchCmd): Value | undefined {
  const drive = cmd.words[1]?.v.text ?? '';
  if (/^[a-z]:$/i.test(drive)) st.emit({ kind: 'destroy', how: 'format', target: drive }, cmd.start, cmd.end);
  return undefined;
}
