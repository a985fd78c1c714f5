import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { trimEndChars } from '../../strings.js';
import { literal } from '../values.js';
import type { Ctx } from './context.js';
import { type JsVal, propOf, toValue } from './jsval.js';
import { endpointFor } from './support.js';

/**
 * A package published from a process the script starts (`execFileSync('npm', ['publish'], { cwd: dir })`,
 * `spawn('pnpm', ['publish', dir])`): every file under the published folder goes to a public registry,
 * where anyone can download it. The send's data names the folder (`from`, ending in `/`), so a secret
 * the script copied into it (`cpSync(home + '/.aws/credentials', join(dir, 'fixtures/x'))`) is found as
 * staged there (src/rules/support/flows.ts `stagedSecret`). The project folder itself (no folder named)
 * is what a release publishes and is not followed.
 */

const PUBLISHERS = /^(?:\S*[\\/])?(?:npm|pnpm|bun|yarn)(?:\.cmd|\.exe)?$/i;

/** Options of `npm publish` that take a value (so their values are not taken for the folder). */
const VALUE_OPTS = new Set([
  '--tag',
  '--access',
  '--registry',
  '--otp',
  '--workspace',
  '-w',
  '--provenance-file',
]);

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

/** The publish subcommand's words after `publish` (`yarn npm publish` too), or undefined. */
function publishArgs(words: readonly Value[]): readonly Value[] | undefined {
  const at = words.findIndex((w) => w.text === 'publish');
  if (at < 0 || at > 1 || (at === 1 && words[0]?.text !== 'npm')) return undefined;
  return words.slice(at + 1, at + 33);
}

function folderAndRegistry(args: readonly Value[]): { folder?: Value; registry?: Value } {
  const out: { folder?: Value; registry?: Value } = {};
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.text;
    if (t.startsWith('--registry=')) out.registry = literal(t.slice('--registry='.length));
    else if (VALUE_OPTS.has(t)) {
      if (t === '--registry' && args[i + 1]) out.registry = args[i + 1]!;
      i++;
    } else if (!t.startsWith('-') && !out.folder) out.folder = args[i]!;
  }
  return out;
}

/** Emits the registry send when `program argv…` (run in `opts.cwd`) publishes a named folder. */
export function packagePublish(
  ix: Ctx,
  program: Value,
  words: readonly JsVal[],
  opts: JsVal | undefined,
  node: Node,
): void {
  if (!PUBLISHERS.test(program.text.trim())) return;
  const args = publishArgs(words.slice(0, 40).map((w) => toValue(w)));
  if (!args) return;
  const { folder, registry } = folderAndRegistry(args);
  const cwd = propOf(opts, 'cwd');
  const dir = folder?.text ?? (cwd ? toValue(cwd).text : '');
  const from = trimEndChars(dir, '/');
  if (from === '' || from === '.') return;
  const data: Value = {
    text: `$(${program.text.trim()} publish ${from})`.slice(0, 300),
    literal: false,
    taints: ['file'],
    from: `${from}/`,
  };
  ix.emit(
    {
      kind: 'send',
      endpoint: endpointFor(ix, registry ?? literal(DEFAULT_REGISTRY)),
      channel: 'storage',
      data,
    },
    node,
  );
}
