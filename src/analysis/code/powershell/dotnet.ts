import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isMostlyPrintable, PAYLOAD_LIMITS } from '../../payloads.js';
import { literal, tainted } from '../values.js';
import { registrySetValue } from './cmd-autostart.js';
import { runPowerShell, scriptBlockFromText } from './cmd-exec.js';
import { ENV_ALL, joinPath, readFrom, usedAsData, writeTo } from './cmd-files.js';
import type { PsCtx } from './context.js';
import { instanceMethod, newObject } from './dotnet-objects.js';
import { endpointOf } from './endpoints.js';
import { dnsQuery } from './http.js';
import {
  data,
  itemsOf,
  joinItems,
  lit,
  num,
  obj,
  opaque,
  type PsVal,
  ph,
  result,
  staticText,
  toValue,
} from './psval.js';
import { formatText, variableName } from './strings.js';
import { envValue, profileMember } from './variables.js';

export { newObject };

/**
 * .NET from PowerShell: static members of types (`[Convert]::FromBase64String`, `[IO.File]::ReadAllText`,
 * `[Environment]::GetEnvironmentVariables()`, `[ScriptBlock]::Create`, `[Reflection.Assembly]::Load`,
 * `[Text.Encoding]::Unicode.GetString`, `[array]::Reverse`) and string methods obfuscation uses.
 * Instance methods of web clients, sockets and streams are in dotnet-objects.ts.
 */

const MAX_DECODED = PAYLOAD_LIMITS.maxDecoded;

const ENCODINGS = new Set([
  'utf8',
  'unicode',
  'ascii',
  'default',
  'utf32',
  'bigendianunicode',
  'utf7',
  'latin1',
]);

export function memberOf(ix: PsCtx, recv: PsVal, name: string, isStatic: boolean, node: Node): PsVal {
  if (recv.k === 'type') {
    if (recv.name === 'text.encoding' && ENCODINGS.has(name)) return obj(`encoding:${name}`);
    if (recv.name === 'environment') {
      if (name === 'newline') return lit('\n');
      if (/^(?:username|machinename|userdomainname)$/.test(name))
        return data(tainted(literal(`\${${name}}`), 'system-info'));
    }
    return opaque(`${recv.name}.${name}`);
  }
  void isStatic;
  void ix;
  void node;
  switch (recv.k) {
    case 'hash':
      // `foreach ($k in $h.Keys) { $h[$k] }`: the keys and values of a literal hashtable, in order.
      if (name === 'keys' && !recv.props.has('keys'))
        return { k: 'arr', items: [...recv.props.keys()].map(lit) };
      if (name === 'values' && !recv.props.has('values'))
        return { k: 'arr', items: [...recv.props.values()] };
      return recv.props.get(name) ?? opaque(name);
    case 'obj':
      if (recv.cls === 'executioncontext' && name === 'invokecommand') return obj('invokecommand');
      if (name === 'result' || name === 'content') return recv.inner ?? recv;
      if (recv.cls === 'xmlhttp' && /^response(?:text|body)?$/.test(name))
        return data(tainted(literal(ph('response')), 'download', { from: recv.url?.text ?? '' }));
      return recv.cls === 'webclient' || recv.cls === 'tcpclient' ? recv : opaque(name);
    case 'arr':
      return name === 'length' || name === 'count' ? num(recv.items.length) : result(name, [recv]);
    case 'data':
      if ((name === 'length' || name === 'count') && recv.v.literal) return num(recv.v.text.length);
      return profileMember(recv.v, name) ?? result(name, [recv]);
    default:
      return opaque(name);
  }
}

/** Bytes decoded from base64 (reported as a decode when the blob is static). */
function fromBase64(ix: PsCtx, v: PsVal, node: Node): PsVal {
  const input = toValue(v);
  if (!input.literal && !input.taints.includes('decoded'))
    return { ...result('bytes', [v]), v: tainted(result('bytes', [v]).v, 'decoded') };
  const bytes = Buffer.from(input.text.replace(/\s+/g, '').slice(0, PAYLOAD_LIMITS.maxBlobChars), 'base64');
  const text = bytes.toString('utf8').slice(0, MAX_DECODED);
  const printable = isMostlyPrintable(text);
  if (input.literal)
    ix.emit(
      { kind: 'decode', scheme: 'base64', input, ...(printable ? { decoded: text.slice(0, 2000) } : {}) },
      node,
    );
  const base: Value = printable ? literal(text) : literal(ph('bytes'));
  return { k: 'data', v: tainted({ ...base, taints: input.taints.slice() }, 'decoded'), bytes };
}

/**
 * `[Convert]::ToBase64String(bytes)`: the base64 of bytes known here, else a value that remembers the text
 * it encodes (`GetBytes` of text not known in full), so `-EncodedCommand` reads that text as the command.
 */
function toBase64(v: PsVal | undefined): PsVal {
  if (v?.k !== 'data') return result('base64', v ? [v] : []);
  const encodes = v.encodes;
  if (v.bytes) return { ...lit(Buffer.from(v.bytes).toString('base64')), ...(encodes ? { encodes } : {}) };
  return { ...result('base64', [v]), ...(encodes ? { encodes } : {}) };
}

/** `encoding.GetString(bytes)`: text in that encoding; UTF-16LE of base64 is how -EncodedCommand hides. */
export function getString(ix: PsCtx, enc: string, v: PsVal, node: Node): PsVal {
  if (v.k !== 'data' || !v.bytes) return result('text', [v]);
  const unicode = enc === 'unicode';
  const text = Buffer.from(v.bytes)
    .toString(unicode ? 'utf16le' : enc === 'ascii' || enc === 'latin1' ? 'latin1' : 'utf8')
    .slice(0, MAX_DECODED);
  if (!isMostlyPrintable(text)) return data(tainted(literal(ph('text')), 'decoded'));
  if (unicode && v.v.taints.includes('decoded'))
    ix.emit(
      {
        kind: 'decode',
        scheme: 'utf16le-base64',
        input: literal(node.text.slice(0, 300)),
        decoded: text.slice(0, 2000),
      },
      node,
    );
  return data({
    ...literal(text),
    literal: false,
    taints: [...new Set([...v.v.taints, 'decoded' as const])],
    ...(v.v.from ? { from: v.v.from } : {}),
  });
}

const FOLDERS: Record<string, string> = {
  applicationdata: '~/AppData/Roaming',
  localapplicationdata: '~/AppData/Local',
  userprofile: '~',
  mydocuments: '~/Documents',
  personal: '~/Documents',
  startup: '~/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup',
  desktop: '~/Desktop',
};

/** `[array]::Reverse($chars)` reverses the variable in place: a string reversal when it held characters. */
function reverseInPlace(ix: PsCtx, argNode: Node | undefined, v: PsVal, node: Node): PsVal {
  if (v.k !== 'arr') return lit('');
  const reversed = v.items.slice().reverse();
  const name = argNode ? variableName(argNode.text.trim()) : undefined;
  if (name && /^[\w:]+$/.test(name)) ix.set(name, { k: 'arr', items: reversed });
  const text = joinItems(reversed, '');
  if (reversed.length >= 4 && text.literal)
    ix.emit(
      { kind: 'decode', scheme: 'rev', input: joinItems(v.items, ''), decoded: text.text.slice(0, 2000) },
      node,
    );
  return lit('');
}

function staticMethod(
  ix: PsCtx,
  type: string,
  name: string,
  args: PsVal[],
  argNodes: Node[],
  node: Node,
): PsVal | undefined {
  const a0 = args[0];
  switch (`${type}::${name}`) {
    case 'convert::frombase64string':
    case 'convert::frombase64chararray':
      return fromBase64(ix, a0 ?? lit(''), node);
    case 'convert::tobase64string':
      return toBase64(a0);
    case 'scriptblock::create':
    case 'management.automation.scriptblock::create':
      return scriptBlockFromText(ix, a0 ?? lit(''), node);
    case 'environment::getenvironmentvariables':
      ix.emit({ kind: 'read', target: ENV_ALL, secret: 'env-all' }, node);
      return data(ENV_ALL);
    case 'environment::getenvironmentvariable': {
      const { value, secret } = envValue(staticText(a0) ?? 'VAR');
      if (secret) ix.emit({ kind: 'read', target: value, secret: 'env-secret' }, node);
      return data(value);
    }
    case 'environment::getfolderpath': {
      const f = FOLDERS[(staticText(a0) ?? '').toLowerCase().replace(/^.*\./, '')];
      return f ? data({ text: f, literal: false, taints: [] }) : opaque('folder');
    }
    case 'io.file::readalltext':
    case 'io.file::readallbytes':
    case 'io.file::readalllines':
    case 'io.file::openread':
      usedAsData(ix, 'read', a0);
      return readFrom(ix, a0, node);
    case 'io.directory::getfiles':
    case 'io.directory::enumeratefiles':
    case 'io.directory::getdirectories':
      usedAsData(ix, 'list', a0);
      return readFrom(ix, a0, node);
    case 'io.file::writealltext':
    case 'io.file::writeallbytes':
    case 'io.file::writealllines':
    case 'io.file::appendalltext':
      writeTo(ix, toValue(a0), args[1], name.startsWith('append'), node);
      return lit('');
    case 'io.file::copy':
      writeTo(ix, toValue(args[1]), readFrom(ix, a0, node), false, node);
      return lit('');
    case 'microsoft.win32.registry::setvalue':
      return registrySetValue(ix, args, node);
    case 'io.path::combine':
      return joinPath(args);
    case 'io.path::gettemppath':
      return lit('%TEMP%\\');
    case 'io.path::gettempfilename':
      return lit('%TEMP%\\tmp.tmp');
    case 'net.dns::gethostaddresses':
    case 'net.dns::gethostentry':
    case 'net.dns::resolve':
      return dnsQuery(ix, toValue(a0), false, node, `Dns.${name}`);
    case 'reflection.assembly::load':
    case 'reflection.assembly::loadfrom':
    case 'reflection.assembly::loadfile':
    case 'appdomain::load':
      return loadAssembly(ix, a0, node);
    case 'array::reverse':
      return reverseInPlace(ix, argNodes[0], a0 ?? lit(''), node);
    case 'string::join':
      return data(joinItems(args.length > 2 ? args.slice(1) : itemsOf(args[1]), staticText(a0) ?? ''));
    case 'string::concat':
      return data(joinItems(args.length === 1 ? itemsOf(a0) : args, ''));
    case 'string::new':
      return data(joinItems(itemsOf(a0), ''));
    case 'string::format':
      return lit(
        formatText(
          toValue(a0).text,
          (args.length === 2 ? itemsOf(args[1]) : args.slice(1)).map((x) => toValue(x).text),
        ),
      );
    case 'web.httputility::urldecode':
    case 'uri::unescapedatastring':
    case 'net.webutility::urldecode':
      return urlDecode(ix, a0, node);
    case 'diagnostics.process::start':
      return runPowerShell(ix, data(toValue({ k: 'arr', items: args })), 'Process.Start', node);
    case 'text.encoding::getencoding':
      return obj(`encoding:${(staticText(a0) ?? 'utf8').toLowerCase().replace(/-/g, '')}`);
    default:
      return undefined;
  }
}

function urlDecode(ix: PsCtx, v: PsVal | undefined, node: Node): PsVal {
  const input = toValue(v);
  if (!input.literal) return data(input);
  let text: string;
  try {
    text = decodeURIComponent(input.text.replace(/\+/g, ' '));
  } catch {
    return data(input);
  }
  if (text !== input.text)
    ix.emit({ kind: 'decode', scheme: 'escape', input, decoded: text.slice(0, 2000) }, node);
  return data(tainted(literal(text), 'decoded'));
}

/** `[Reflection.Assembly]::Load($bytes)`: a .NET assembly loaded from memory runs its code. */
function loadAssembly(ix: PsCtx, v: PsVal | undefined, node: Node): PsVal {
  const code = toValue(v);
  const url = /^(?:https?|ftp):\/\//i.test(code.text) ? code.text : undefined;
  const from = code.taints.includes('download') ? code.from : url;
  if (
    url ||
    code.taints.includes('download') ||
    code.taints.includes('decoded') ||
    code.taints.includes('file')
  )
    ix.emit(
      {
        kind: 'execute',
        via: 'Assembly.Load',
        code: url ? tainted(code, 'download', { from: url }) : code,
        ...(from ? { endpoint: endpointOf(ix, from) } : {}),
      },
      node,
    );
  return obj('assembly');
}

/** String methods on static text (`.Replace('x','')`, `.ToCharArray()`, `.Substring(1)`). */
function stringMethod(recv: PsVal, name: string, args: PsVal[]): PsVal | undefined {
  const text = staticText(recv);
  const n = (i: number) => (args[i]?.k === 'data' ? (args[i] as { num?: number }).num : undefined);
  switch (name) {
    case 'tostring':
    case 'trim':
    case 'trimstart':
    case 'trimend':
      return text !== undefined && name.startsWith('trim') ? lit(text.trim()) : recv;
    case 'tolower':
    case 'toupper':
    case 'tolowerinvariant':
    case 'toupperinvariant':
      return text !== undefined
        ? lit(name.includes('lower') ? text.toLowerCase() : text.toUpperCase())
        : recv;
    case 'replace': {
      const a = staticText(args[0]);
      const b = staticText(args[1]) ?? '';
      return text !== undefined && a ? lit(text.split(a).join(b)) : result('replaced', [recv]);
    }
    case 'substring':
      return text !== undefined ? lit(text.substr(n(0) ?? 0, n(1) ?? text.length)) : result(name, [recv]);
    case 'tochararray':
      return text !== undefined
        ? {
            k: 'arr',
            items: Array.from(text)
              .slice(0, 4096)
              .map((c) => lit(c)),
          }
        : { k: 'arr', items: [recv] };
    case 'split': {
      const sep = staticText(args[0]);
      return text !== undefined && sep !== undefined
        ? { k: 'arr', items: text.split(sep, 4096).map((s) => lit(s)) }
        : { k: 'arr', items: [recv] };
    }
    case 'insert':
      return text !== undefined && n(0) !== undefined
        ? lit(text.slice(0, n(0)) + (staticText(args[1]) ?? '') + text.slice(n(0)))
        : result(name, [recv]);
    case 'remove':
      return text !== undefined && n(0) !== undefined
        ? lit(text.slice(0, n(0)) + (n(1) !== undefined ? text.slice(n(0)! + n(1)!) : ''))
        : result(name, [recv]);
    default:
      return undefined;
  }
}

export function callMethod(
  ix: PsCtx,
  recv: PsVal,
  name: string,
  args: PsVal[],
  isStatic: boolean,
  node: Node,
  argNodes: Node[] = [],
): PsVal {
  if (recv.k === 'type') {
    if (name === 'new') return newObject(ix, recv.name, args, node);
    return staticMethod(ix, recv.name, name, args, argNodes, node) ?? result(`${recv.name}.${name}`, args);
  }
  void isStatic;
  if (recv.k === 'block' && (name === 'invoke' || name === 'invokereturnasis')) return ix.runBlock(recv.node);
  if (recv.k === 'obj') {
    if (recv.cls.startsWith('encoding:') && name === 'getstring')
      return getString(ix, recv.cls.slice(9), args[0] ?? lit(''), node);
    if (recv.cls.startsWith('encoding:') && name === 'getbytes') {
      const v = toValue(args[0]);
      const utf16 = recv.cls === 'encoding:unicode';
      return {
        k: 'data',
        v,
        encodes: { text: v, utf16 },
        ...(v.literal ? { bytes: Buffer.from(v.text, utf16 ? 'utf16le' : 'utf8') } : {}),
      };
    }
    const out = instanceMethod(ix, recv, name, args, node, argNodes);
    if (out !== undefined) return out;
  }
  return stringMethod(recv, name, args) ?? result(name, [recv, ...args]);
}
