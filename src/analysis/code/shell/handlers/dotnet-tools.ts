import type { Cmd, Handler } from '../cmd.js';
import { parseOpts, valueOfOpt, valuesOfOpt } from '../options.js';
import type { ShellState } from '../state.js';
import { launchMcp } from './agents.js';
import { config, EXACT_SEMVER, emitInstall } from './packages.js';

/**
 * .NET tools: `dnx PKG[@VER]` (.NET 10; the same as `dotnet tool exec`) downloads a tool package and runs
 * it, as `npx` does; `dotnet tool install|update [-g] PKG` installs one. `--add-source URL` adds a NuGet
 * feed the package may come from, and `--source`/`--configfile` replace the feeds: a package of that name
 * on the other feed is what runs (learn.microsoft.com, "dotnet tool exec", "dotnet tool install").
 */

/** Long options that take a value. */
const VALUED = [
  'add-source',
  'source',
  'configfile',
  'version',
  'framework',
  'tool-path',
  'tool-manifest',
  'verbosity',
  'arch',
];

function feedsOf(st: ShellState, cmd: Cmd, p: ReturnType<typeof parseOpts>): number {
  const feeds = valuesOfOpt(p, '--add-source', '--source', '--configfile');
  for (const w of feeds.slice(0, 8)) config(st, cmd, 'package-registry', w.v.text);
  return feeds.length;
}

/**
 * `dnx PKG[@VER] [options] [-- tool args]` / `dotnet tool exec …` (fetched and run: `runs`), `dotnet tool
 * install|update PKG` (installed). Options may follow the package (`dnx Pkg@1.0 --yes --add-source URL`).
 */
function toolPackage(st: ShellState, cmd: Cmd, args: Cmd['argv'], manager: string, runs: boolean): undefined {
  const p = parseOpts(args, { long: VALUED });
  const custom = feedsOf(st, cmd, p) > 0;
  const target = p.operands[0];
  if (!target) return undefined;
  const [name, version] = target.v.text.split('@', 2);
  const pinned = EXACT_SEMVER.test(version ?? valueOfOpt(p, '--version')?.v.text ?? '');
  const source = custom ? 'custom-index' : 'registry';
  emitInstall(st, cmd, manager, [{ word: target, spec: target.v.text, source, pinned }], runs);
  if (runs) launchMcp(st, cmd, name ?? target.v.text, p.operands.slice(1));
  return undefined;
}

const dnx: Handler = (st, cmd) => toolPackage(st, cmd, cmd.argv.slice(1), 'dnx', true);

const dotnet: Handler = (st, cmd) => {
  if (cmd.argv[1]?.v.text !== 'tool') return undefined;
  const sub = cmd.argv[2]?.v.text;
  if (sub !== 'exec' && sub !== 'install' && sub !== 'update') return undefined;
  return toolPackage(st, cmd, cmd.argv.slice(3), 'dotnet tool', sub === 'exec');
};

export const DOTNET_TOOL_HANDLERS: Array<[string, Handler]> = [
  ['dnx', dnx],
  ['dotnet', dotnet],
];
