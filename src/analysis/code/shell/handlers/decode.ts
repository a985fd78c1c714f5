import type { Value } from '../../../facts.js';
import { derived } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import {
  decodeBase32,
  decodeBase64,
  decodeHex,
  decodeXxdDump,
  inflate,
  reverseLines,
  translate,
} from '../decoders.js';
import { has, parseOpts, valueOfOpt } from '../options.js';
import type { ShellState } from '../state.js';
import { decoded, inputsOf, realText } from './data.js';
import { opensslClient } from './sockets.js';

/**
 * Decoders as commands: `base64 -d`, `base32 -d`, `basenc`, `xxd -r [-p]`, `openssl enc -d -a` /
 * `openssl base64 -d`, `rev`, `tr` letter rotations (rot13), `gunzip`/`zcat`/`xz -d`. Each emits a
 * `decode` fact with the decoded text when the input is known, and prints a `decoded` value that the
 * next stage (`| sh`) sees. Encoding directions (`base64` without `-d`) only pass data through.
 */

function base64(st: ShellState, cmd: Cmd): Value {
  // GNU `-d`/`--decode`, macOS `-D`, BusyBox `-d`; macOS `-i FILE` names the input.
  const p = parseOpts(cmd.argv.slice(1), { short: 'iwob', long: ['input', 'wrap', 'output', 'break'] });
  const input = inputsOf(
    st,
    cmd,
    [...p.operands, ...(valueOfOpt(p, '-i', '--input') ? [valueOfOpt(p, '-i', '--input')!] : [])],
    'base64',
  );
  if (!has(p, '-d', '-D', '--decode')) return derived(`$(base64)`, [input]);
  const text = realText(input);
  const scheme = cmd.name === 'base32' ? 'base32' : 'base64';
  const out = text === undefined ? undefined : scheme === 'base32' ? decodeBase32(text) : decodeBase64(text);
  return decoded(st, cmd, scheme, input, out);
}

function basenc(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: 'w', long: ['wrap'] });
  const input = inputsOf(st, cmd, p.operands, 'basenc');
  if (!has(p, '-d', '--decode')) return derived('$(basenc)', [input]);
  const text = realText(input);
  if (has(p, '--base16'))
    return decoded(st, cmd, 'hex', input, text === undefined ? undefined : decodeHex(text));
  if (has(p, '--base32', '--base32hex'))
    return decoded(st, cmd, 'base32', input, text === undefined ? undefined : decodeBase32(text));
  return decoded(st, cmd, 'base64', input, text === undefined ? undefined : decodeBase64(text));
}

function xxd(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: 'cglsno' });
  const input = inputsOf(st, cmd, p.operands.slice(0, 1), 'xxd');
  if (!has(p, '-r', '-revert')) return derived('$(xxd)', [input]);
  const text = realText(input);
  const plain =
    p.opts.some((o) => o.name === '-p' || o.name === '-ps' || o.name === '-plain') ||
    cmd.argv.some((w) => /^-r?p$|^-pr$/.test(w.v.text));
  const out =
    text === undefined ? undefined : plain ? decodeHex(text) : (decodeXxdDump(text) ?? decodeHex(text));
  return decoded(st, cmd, 'hex', input, out);
}

function openssl(st: ShellState, cmd: Cmd): Value | undefined {
  const sub = cmd.argv[1]?.v.text ?? '';
  if (sub === 's_client') return opensslClient(st, cmd);
  if (sub !== 'enc' && sub !== 'base64' && sub !== 'zlib' && !sub.startsWith('-')) return undefined;
  const p = parseOpts(cmd.argv.slice(2), {
    singleDashLong: true,
    long: ['in', 'out', 'k', 'pass', 'kfile', 'iv', 'md', 'K', 'S'],
  });
  const inFile = valueOfOpt(p, '-in');
  const input = inputsOf(st, cmd, inFile ? [inFile] : [], 'openssl');
  if (!has(p, '-d')) return derived('$(openssl)', [input]);
  const text = realText(input);
  const armoured = sub === 'base64' || has(p, '-a', '-base64');
  const cipher = p.opts.some((o) => /^-(?:aes|des|bf|chacha|camellia|rc4)/.test(o.name));
  if (sub === 'zlib')
    return decoded(st, cmd, 'zlib', input, text === undefined ? undefined : inflate(text, 'zlib'));
  if (armoured && !cipher)
    return decoded(st, cmd, 'base64', input, text === undefined ? undefined : decodeBase64(text));
  return decoded(st, cmd, 'other', input, undefined);
}

function rev(st: ShellState, cmd: Cmd): Value {
  const input = inputsOf(
    st,
    cmd,
    cmd.argv.slice(1).filter((w) => !w.v.text.startsWith('-')),
    'rev',
  );
  const text = realText(input);
  return decoded(st, cmd, 'rev', input, text === undefined ? undefined : reverseLines(text));
}

function tr(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), {});
  const input = cmd.stdin ?? { text: '', literal: true, taints: [] };
  const [set1, set2] = p.operands;
  if (has(p, '-d', '-s', '-c', '-C', '--delete', '--squeeze-repeats') || !set1 || !set2)
    return derived('$(tr)', [input]);
  const text = realText(input);
  const probe = translate('', set1.v.text, set2.v.text);
  const t = text === undefined ? undefined : translate(text, set1.v.text, set2.v.text);
  if (probe.rot !== undefined || t?.rot !== undefined) return decoded(st, cmd, 'rot13', input, t?.text);
  return t ? { ...input, text: t.text } : derived('$(tr)', [input]);
}

function decompress(st: ShellState, cmd: Cmd): Value {
  const words = cmd.argv.slice(1);
  const decompressing =
    ['gunzip', 'zcat', 'xzcat', 'bzcat', 'unzstd', 'zstdcat', 'uncompress'].includes(cmd.name) ||
    words.some((w) => /^-[a-zA-Z]*d|^--decompress$|^--uncompress$/.test(w.v.text));
  const files = words.filter((w) => !w.v.text.startsWith('-'));
  const input = inputsOf(st, cmd, files, cmd.name);
  if (!decompressing) return derived(`$(${cmd.name})`, [input]);
  // A decompressed file on disk is not a payload in flight; only a stream is followed.
  if (
    files.length > 0 &&
    !['zcat', 'xzcat', 'bzcat', 'zstdcat'].includes(cmd.name) &&
    !words.some((w) => /^-[a-zA-Z]*c/.test(w.v.text))
  )
    return derived(`$(${cmd.name})`, [input]);
  const text = realText(input);
  const gz = cmd.name === 'gzip' || cmd.name === 'gunzip' || cmd.name === 'zcat';
  return decoded(
    st,
    cmd,
    gz ? 'gzip' : 'other',
    input,
    gz && text !== undefined ? inflate(text, 'gzip') : undefined,
  );
}

export const DECODE_HANDLERS: Array<[string, Handler]> = [
  ['base64', base64],
  ['base32', base64],
  ['gbase64', base64],
  ['basenc', basenc],
  ['xxd', xxd],
  ['openssl', openssl],
  ['rev', rev],
  ['tr', tr],
  ...[
    'gzip',
    'gunzip',
    'zcat',
    'xz',
    'xzcat',
    'bzip2',
    'bzcat',
    'zstd',
    'unzstd',
    'zstdcat',
    'uncompress',
  ].map((n): [string, Handler] => [n, decompress]),
];
