import type { Value } from '../../facts.js';
import { secretOf } from '../../paths.js';
import { concat, literal, tainted } from '../values.js';
import type { Ctx } from './context.js';
import { type DataVal, data, ENV_ALL, result } from './jsval.js';

/**
 * Shell command lines seen from JavaScript: an argv array quoted back into one line (so the shell
 * analyzer reads `['bash', '-c', 'curl … | sh']` as `bash -c 'curl … | sh'`), what a command prints
 * (a download, a secret file, the environment, host facts) and whether it runs a file this script wrote.
 */

/** Joins argv words into a shell line, single-quoting any word that is not plain. */
export function shellText(words: readonly Value[]): Value {
  const parts: Value[] = [];
  for (const [i, w] of words.entries()) {
    if (i > 0) parts.push(literal(' '));
    if (/^[\w@%+=:,./-]+$/.test(w.text)) parts.push(w);
    else parts.push({ ...w, text: `'${w.text.replace(/'/g, `'\\''`)}'` });
  }
  return parts.length ? concat(parts) : literal('');
}

const DOWNLOADER_URL =
  /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;&]{0,400}?((?:https?|ftp):\/\/[^\s'"|;&)<>]{1,300})/i;
const ENV_DUMP = /^\s*(?:env|printenv|set|export\s+-p)\s*$/;
const SYSTEM_INFO =
  /(?:^|[\s;&|(])(?:whoami|hostname|uname|id|ipconfig|ifconfig|systeminfo|sw_vers|ip\s+a(?:ddr)?)(?=$|[\s;&|)])/;

/** What a command prints, as far as its text tells. */
export function commandOutput(_ix: Ctx, cmd: Value): DataVal {
  const text = cmd.text.slice(0, 2000);
  const url = DOWNLOADER_URL.exec(text);
  if (url && !/\s(?:-o|--output|-OutFile)\s/i.test(text))
    return data(tainted(cmd, 'download', { from: url[1] }));
  if (ENV_DUMP.test(text)) return data(ENV_ALL);
  for (const word of text.split(/[\s'"<>|;&()]+/, 64)) {
    const s = word ? secretOf(word) : undefined;
    if (s) return data(tainted(tainted(cmd, 'file', { from: word }), 'secret', { secret: s.cls }));
  }
  if (SYSTEM_INFO.test(text)) return data(tainted(cmd, 'system-info'));
  return result('stdout', [data(cmd)]);
}

/** The downloaded or decoded content of a file this unit wrote, when `commandLine` names that file. */
export function writtenInCommand(ix: Ctx, commandLine: string): Value | undefined {
  for (const [path, content] of ix.written)
    if (path.length >= 3 && commandLine.includes(path)) return content;
  return undefined;
}
