import type { Node } from 'web-tree-sitter';
import { AUTOSTART_COMMANDS } from './cmd-autostart.js';
import { EXEC_COMMANDS, NATIVE_COMMANDS, runPath } from './cmd-exec.js';
import { FILE_COMMANDS } from './cmd-files.js';
import { NET_COMMANDS } from './cmd-net.js';
import { arg, type CmdCall } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { callMethod, memberOf } from './dotnet.js';
import { argumentsOf, unwrap } from './nodes.js';
import { itemsOf, lit, opaque, type PsVal, result, staticText, toValue } from './psval.js';
import { redirect } from './redirect.js';
import { normalizeName, programName, variableName } from './strings.js';
import { onlyWhatIf } from './whatif.js';

/**
 * Commands: the name resolved (ticks and case dropped, aliases — built-in and `Set-Alias` ones —,
 * module-qualified names, `& $name`, `& ('ie'+'x')`, `&(gcm i*x)`), the arguments parsed the way the
 * parameter binder reads them (named with prefixes, `-Name:value`, switches, splatted hashtables,
 * positional), then a handler by canonical name, a script function (inlined), or a native program.
 */

const ALIASES: Record<string, string> = {
  iex: 'invoke-expression',
  iwr: 'invoke-webrequest',
  curl: 'invoke-webrequest',
  wget: 'invoke-webrequest',
  irm: 'invoke-restmethod',
  icm: 'invoke-command',
  gc: 'get-content',
  cat: 'get-content',
  type: 'get-content',
  sc: 'set-content',
  ac: 'add-content',
  ni: 'new-item',
  saps: 'start-process',
  start: 'start-process',
  gci: 'get-childitem',
  ls: 'get-childitem',
  dir: 'get-childitem',
  ri: 'remove-item',
  rm: 'remove-item',
  rmdir: 'remove-item',
  rd: 'remove-item',
  del: 'remove-item',
  erase: 'remove-item',
  cp: 'copy-item',
  copy: 'copy-item',
  cpi: 'copy-item',
  mv: 'move-item',
  move: 'move-item',
  mi: 'move-item',
  sp: 'set-itemproperty',
  gcm: 'get-command',
  sal: 'set-alias',
  nal: 'new-alias',
  echo: 'write-output',
  write: 'write-output',
  tee: 'tee-object',
  '%': 'foreach-object',
  foreach: 'foreach-object',
  '?': 'where-object',
  where: 'where-object',
  ipmo: 'import-module',
  gv: 'get-variable',
  sv: 'set-variable',
  set: 'set-variable',
  ii: 'invoke-item',
  gp: 'get-itemproperty',
};

/** Switch parameters: they never take the next word as their value. */
const SWITCHES = [
  'recurse',
  'force',
  'usebasicparsing',
  'noprofile',
  'noninteractive',
  'nologo',
  'noexit',
  'wait',
  'passthru',
  'nonewwindow',
  'raw',
  'append',
  'whatif',
  'confirm',
  'asjob',
  'sta',
  'mta',
  'asbytestream',
  'skipcertificatecheck',
  'nop',
  'noni',
];

function isSwitch(name: string): boolean {
  const n = name.toLowerCase();
  // `-r` is the usual short form of -Recurse; other one-letter prefixes are too ambiguous to call switches.
  return n === 'r' || (n.length >= 2 && SWITCHES.some((s) => s.startsWith(n)));
}

function parseElements(ix: PsCtx, elements: Node | null, call: CmdCall): Node[] {
  const at = call.node;
  const redirections: Node[] = [];
  if (!elements) return redirections;
  const nodes = elements.type === 'command_elements' ? elements.namedChildren : [elements];
  let pending: { name: string; node: Node } | undefined;
  let memberName: string | undefined;
  const flush = () => {
    if (pending) call.named.push(pending);
    pending = undefined;
  };
  // A switch just read: the grammar reads `-WhatIf:$false` as the parameter, a `:` separator and the value,
  // and that value is the switch's (about_Parameters), not a positional argument.
  let lastSwitch: CmdCall['named'][number] | undefined;
  for (const e of nodes) {
    if (
      e.type === 'command_argument_sep' &&
      e.text === ':' &&
      lastSwitch === call.named.at(-1) &&
      lastSwitch
    ) {
      call.named.pop();
      pending = { name: lastSwitch.name, node: lastSwitch.node };
      lastSwitch = undefined;
      continue;
    }
    if (e.type === 'command_argument_sep' || e.type === 'comment') continue;
    lastSwitch = undefined;
    if (e.type === 'redirection' || e.type === 'redirections') {
      redirections.push(e);
      continue;
    }
    if (e.type === 'command_parameter') {
      flush();
      const text = e.text.replace(/^[-\u2013\u2014\u2015]/, '').replace(/`/g, '');
      if (call.words.length < 256) call.words.push(`-${text}`);
      const colon = text.indexOf(':');
      if (colon > 0) call.named.push({ name: text.slice(0, colon), v: lit(text.slice(colon + 1)), node: e });
      else if (isSwitch(text)) {
        lastSwitch = { name: text, node: e };
        call.named.push(lastSwitch);
      } else pending = { name: text, node: e };
      continue;
    }
    // The grammar does not read `IEX(New-Object Net.WebClient).DownloadString($u)` (no space after the
    // command): the member becomes an ERROR node and its arguments a stray list. Re-join them.
    if (e.type === 'ERROR' && /^(?:\.|::)\s*[\w`]+$/.test(e.text)) {
      const last = call.positional[call.positional.length - 1];
      if (last) memberName = normalizeName(e.text.replace(/^(?:\.|::)\s*/, ''));
      continue;
    }
    // `iex $h.GetStringAsync($u).Result`: read as a member access followed by a stray argument list.
    if (e.type === 'argument_list' && memberName === undefined) {
      const last = call.positional[call.positional.length - 1];
      if (last?.node.type === 'member_access' || unwrapOne(last?.node)?.type === 'member_access') {
        const m = last!.node.type === 'member_access' ? last!.node : unwrapOne(last!.node)!;
        const target = m.namedChildren[0];
        const name = m.namedChildren.find((c) => c.type === 'member_name');
        const args = argumentsOf(ix, e);
        if (target && name) {
          last!.v = callMethod(
            ix,
            ix.expr(target),
            normalizeName(name.text),
            args.vals,
            false,
            at,
            args.nodes,
          );
          continue;
        }
      }
    }
    if (memberName !== undefined) {
      const last = call.positional[call.positional.length - 1]!;
      const args = e.type === 'argument_list' ? argumentsOf(ix, e) : undefined;
      last.v = args
        ? callMethod(ix, last.v, memberName, args.vals, false, at, args.nodes)
        : memberOf(ix, last.v, memberName, false, at);
      memberName = undefined;
      if (args) continue;
    }
    const bare = unwrap(e);
    if (bare.type === 'variable' && bare.text.startsWith('@')) {
      const splat = ix.get(variableName(bare.text));
      if (splat.k === 'hash') {
        flush();
        for (const [k, v] of splat.props) call.named.push({ name: k, v, node: e });
        continue;
      }
    }
    const v = ix.expr(e);
    if (call.words.length < 256) for (const item of itemsOf(v)) call.words.push(toValue(item).text);
    if (pending) {
      call.named.push({ ...pending, v });
      pending = undefined;
    } else if (call.positional.length < 256) call.positional.push({ v, node: e });
  }
  flush();
  return redirections;
}

function unwrapOne(node: Node | undefined): Node | undefined {
  return node ? unwrap(node) : undefined;
}

/** The name a command is called by; undefined when `& <expr>` runs a script block (already run). */
function commandName(ix: PsCtx, node: Node, call: CmdCall): string | undefined {
  const nameNode = node.childForFieldName('command_name');
  if (!nameNode) return undefined;
  if (nameNode.type === 'command_name') {
    runPath(ix, { text: nameNode.text, literal: true, taints: [] }, node);
    const raw = normalizeName(nameNode.text);
    const bare = raw.includes('\\') && /^[\w.]+\\[\w-]+$/.test(raw) ? raw.split('\\')[1]! : raw;
    // `curl.exe` is the real curl, not PowerShell's `curl` alias of Invoke-WebRequest.
    if (/^(?:curl|wget)\.exe$/.test(bare)) return bare;
    return /[\\/]/.test(bare) || /\.(?:exe|cmd|bat|com)$/.test(bare) ? programName(bare) : bare;
  }
  const inner = nameNode.namedChildren[0];
  const v = inner ? ix.expr(inner) : opaque('command');
  if (v.k === 'block') {
    call.input = ix.runBlock(v.node);
    return undefined;
  }
  if (v.k === 'obj' && v.cls.startsWith('command:')) return v.cls.slice(8);
  // `& ([scriptblock]::Create($code))`: reported where the block was made from text.
  if (v.k === 'obj' && v.cls === 'scriptblock-text') return undefined;
  const value = toValue(v);
  runPath(ix, value, node);
  // `& $cmd`, `. $path`: code run from a value the analysis cannot fix (src/analysis/data-uses.ts).
  if (!value.literal) ix.unit.dataUses.load('call operator');
  return value.text !== '' ? programName(value.text) : undefined;
}

/** Runs one command of a pipeline with `input` from the previous element; returns its output. */
export function runCommand(ix: PsCtx, node: Node, input: PsVal | undefined): PsVal {
  const call: CmdCall = { name: '', positional: [], named: [], node, words: [], ...(input ? { input } : {}) };
  if (node.namedChildren[0]?.type === 'foreach_command')
    return forEachObject(ix, node.namedChildren[0], input);
  const name = commandName(ix, node, call);
  const redirections = parseElements(ix, node.childForFieldName('command_elements'), call);
  let out: PsVal;
  if (name === undefined) out = call.input ?? lit('');
  else {
    call.name = resolveAlias(ix, name);
    out = dispatch(ix, call);
  }
  for (const r of redirections) redirect(ix, r, out);
  return out;
}

function resolveAlias(ix: PsCtx, name: string): string {
  const local = ix.aliases.get(name);
  if (local) return resolveAlias({ aliases: new Map() } as unknown as PsCtx, local);
  return ALIASES[name] ?? name;
}

function dispatch(ix: PsCtx, call: CmdCall): PsVal {
  const fn = ix.functions.get(call.name);
  if (fn) return callScriptFunction(ix, fn, call);
  // `-WhatIf`: the cmdlet reports what it would do and does nothing (whatif.ts).
  if (onlyWhatIf(call)) return lit('');
  const handler =
    EXEC_COMMANDS[call.name] ??
    FILE_COMMANDS[call.name] ??
    AUTOSTART_COMMANDS[call.name] ??
    NET_COMMANDS[call.name] ??
    NATIVE_COMMANDS[call.name];
  const out = handler?.(ix, call);
  if (out !== undefined) return out;
  if (call.name === 'set-alias' || call.name === 'new-alias') {
    const alias = staticText(arg(call, 0, 'Name'));
    const value = staticText(arg(call, 1, 'Value'));
    if (alias && value && ix.aliases.size < 256) ix.aliases.set(alias.toLowerCase(), programName(value));
    return lit('');
  }
  for (const p of call.positional) if (p.v.k === 'block') ix.runBlock(p.v.node);
  return result(call.name, [...call.positional.map((p) => p.v), ...(call.input ? [call.input] : [])]);
}

/** A script function: parameters bound by name (prefixes) and position, the pipeline as `$_`/`$input`. */
function callScriptFunction(ix: PsCtx, fn: Node, call: CmdCall): PsVal {
  const names = fn.descendantsOfType('script_parameter').map((p) => {
    const v = p.namedChildren.find((c) => c.type === 'variable');
    return v ? variableName(v.text) : '';
  });
  const params = new Map<string, PsVal>();
  for (const n of call.named) {
    const given = n.name.toLowerCase();
    const match = names.find((x) => x === given || (given.length >= 1 && x.startsWith(given)));
    if (match) params.set(match, n.v ?? lit('True'));
  }
  let i = 0;
  for (const name of names) {
    if (!name || params.has(name)) continue;
    const p = call.positional[i++];
    if (p) params.set(name, p.v);
  }
  params.set('args', { k: 'arr', items: call.positional.slice(i).map((p) => p.v) });
  return ix.callFunction(fn, params, call.input, call.node);
}

/** `… | ForEach-Object { … }` / `%`: the block runs per item (short static lists) with `$_` bound. */
function forEachObject(ix: PsCtx, node: Node, input: PsVal | undefined): PsVal {
  const block = node.namedChildren.find((c) => c.type === 'script_block_expression');
  if (!block) return input ?? lit('');
  const items = itemsOf(input);
  if (items.length === 0 || items.length > 512)
    return ix.runBlock(block, new Map([['_', items[0] ?? opaque('_')]]));
  const out = items.map((it) =>
    ix.runBlock(
      block,
      new Map([
        ['_', it],
        ['psitem', it],
      ]),
    ),
  );
  return { k: 'arr', items: out };
}
