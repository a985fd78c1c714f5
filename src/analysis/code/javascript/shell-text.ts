import type { Value } from '../../facts.js';
import { secretOf } from '../../paths.js';
import { argvFileEffect, extractedPaths } from '../argv-files.js';
import { captureCommand, captureValue } from '../captures.js';
import { cliTokenOutput } from '../cli-tokens.js';
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
  // `pbpaste`, `xclip -o`: what the user copied (src/analysis/code/captures.ts).
  const [program, ...args] = text.trim().split(/\s+/, 16);
  const capture = program ? captureCommand(program.replace(/^.*\//, ''), args) : undefined;
  if (capture && capture.file === undefined) return data(captureValue(capture.cls, text.slice(0, 80)));
  // `execSync('gh auth token')`, `spawnSync('aws', ['configure', 'export-credentials'])`: the login the CLI
  // prints, as the shell and Python forms read it (src/analysis/code/cli-tokens.ts).
  const token = program ? cliTokenOutput(program, args.slice(0, 11).join(' ')) : undefined;
  if (token) return data(token.value);
  for (const word of text.split(/[\s'"<>|;&()]+/, 64)) {
    const s = word ? secretOf(word) : undefined;
    if (s) return data(tainted(tainted(cmd, 'file', { from: word }), 'secret', { secret: s.cls }));
  }
  if (SYSTEM_INFO.test(text)) return data(tainted(cmd, 'system-info'));
  return result('stdout', [data(cmd)]);
}

/**
 * The downloaded or decoded content of a file this unit wrote, when `commandLine` runs that file: as the
 * program, or as the script an interpreter is given. A written file handed to another program
 * (`ffmpeg -i out.wav`, `tar xf pkg.tgz`, `sha256sum f`) is data to it, not code.
 */
export function writtenInCommand(ix: Ctx, commandLine: string): Value | undefined {
  for (const [path, content] of ix.written) {
    if (path.length < 3) continue;
    let at = commandLine.indexOf(path);
    for (let n = 0; at >= 0 && n < 64; n++, at = commandLine.indexOf(path, at + 1))
      if (runsWordAt(commandLine, at)) return content;
  }
  return undefined;
}

/** Programs that run the file named by their first operand (`bash f`, `node f`, `. f`). */
const RUNS_FILE =
  /^(?:\S*[\\/])?(?:(?:ba|z|k|da|a|c|tc|fi)?sh|source|\.|python[\d.]*|node|nodejs|deno|bun|perl|ruby|php|lua|pwsh|powershell|osascript)(?:\.exe)?$/i;
/** Words before a program that leave it the program (`sudo f`, `nohup bash f`, `FOO=1 f`). */
const PREFIX = /^(?:sudo|doas|exec|nohup|env|time|nice|command|-\S*|[A-Za-z_]\w*=\S*)$/;

/**
 * The word at `at` is what its simple command runs: nothing but prefixes before it in the command (it is
 * the program), or an interpreter and its options (it is the script, or code after `-c`).
 */
function runsWordAt(line: string, at: number): boolean {
  let start = at;
  while (start > 0 && !/[\s'"]/.test(line[start - 1]!)) start--;
  // Only a whole word (or `./path`) names the file, not `--input=path` or `dir/path`.
  if (!['', './'].includes(line.slice(start, at))) return false;
  let cmdStart = start;
  while (cmdStart > 0 && !';&|\n(`'.includes(line[cmdStart - 1]!)) cmdStart--;
  const words = line
    .slice(cmdStart, start)
    .replace(/['"]/g, ' ')
    .split(/\s+/, 64)
    .filter((w) => w !== '');
  const program = words.findIndex((w) => !PREFIX.test(w));
  if (program < 0) return true;
  return RUNS_FILE.test(words[program]!) && words.slice(program + 1).every((w) => w.startsWith('-'));
}

/**
 * Files a download or extraction started from an argv fills (src/analysis/code/argv-files.ts): `curl -o
 * tgz url` writes the download to `tgz`; `tar -xzf tgz -C dir` puts it under `dir/` (a key ending in `/`
 * stands for every file under that folder) and at the members it names. Later loads and runs of those
 * paths (`require(path.join(dir, 'package', 'index.js'))`) run the download.
 */
export function noteArgvFiles(ix: Ctx, argv: readonly string[]): void {
  const effect = argvFileEffect(argv);
  if (!effect || ix.written.size >= 256) return;
  if (effect.kind === 'download') {
    const content = tainted(literal(`$(curl ${effect.url})`), 'download', { from: effect.url });
    ix.written.set(effect.file, content);
    return;
  }
  const archive = writtenAt(ix, effect.archive);
  if (!archive?.taints.includes('download')) return;
  for (const p of extractedPaths(effect)) ix.written.set(p, archive);
}

/** What this unit wrote at `path`: the file itself, or a folder a download was extracted into. */
export function writtenAt(ix: Ctx, path: string): Value | undefined {
  const own = ix.written.get(path);
  if (own || path === '') return own;
  for (const [key, content] of ix.written) if (key.endsWith('/') && path.startsWith(key)) return content;
  return undefined;
}
