import type { Value } from '../../facts.js';
import type { UnitHandle } from '../collector.js';
import type { ParseLimits } from '../grammar.js';
import { literal } from '../values.js';
import { parseShell } from './joined-lines.js';
import { defineLibraryFunctions } from './libraries.js';
import { namedFds } from './named-fds.js';
import { blankFenceLines, blankPrompts, bracePlaceholders, coprocGroups, zshGlobFlags } from './prompts.js';
import { execCmd } from './run.js';
import { ShellState } from './state.js';
import { startsErrexit } from './status-guards.js';
import { callFunction, nested, runChildren, runNode, runUncalledFunctions } from './walk.js';

/**
 * The shell analyzer (registered for `shell` in src/analysis/code/index.ts): parses a unit with
 * tree-sitter-bash and walks it as the shell would run it, reporting behaviour facts (docs/facts.md).
 * Modules: words.ts/params.ts/braces.ts (expansion), walk.ts (statements), run.ts (wrappers and
 * dispatch), redirects.ts, handlers/ (one module per family of programs), decoders.ts, prompts.ts.
 *
 * Bounds: the parse is bounded by `parseBounded`; the walk by a step budget and a nesting depth
 * (state.ts `SHELL_LIMITS`). When a bound stops part of the walk the unit is marked `gave-up`, which the
 * scan reports as a blind spot.
 */

export function analyzeShell(unit: UnitHandle, limits: ParseLimits): void {
  const origin = unit.spec.origin;
  const fds = namedFds(
    zshGlobFlags(
      coprocGroups(
        origin === 'fence' || origin === 'inline'
          ? bracePlaceholders(blankFenceLines(blankPrompts(unit.text)))
          : unit.text,
      ),
    ),
  );
  // A parse that joined two lines into one command is redone with the lines split (./joined-lines.ts).
  const { parsed, text } = parseShell(fds.text, limits);
  const tree = parsed.tree;
  if (!tree) {
    unit.parsed('gave-up');
    return;
  }
  let libraries: { delete(): void }[] = [];
  try {
    const st = new ShellState(unit, text);
    st.errexit = startsErrexit(text, unit.spec.origin, unit.spec.label);
    if (unit.spec.libraries) libraries = defineLibraryFunctions(st, unit.spec.libraries, limits);
    // Set by a sourced file: known values, as if its assignments ran first (they emit nothing here).
    // The name stays on the value, so a finding can point at the file that assigns it.
    for (const [name, value] of Object.entries(unit.spec.vars ?? {})) {
      if (name.startsWith('alias ')) st.defineAlias(name.slice(6), value);
      else st.setVar(name, { ...literal(value), vars: [name] });
    }
    for (const [name, value] of Object.entries(unit.spec.values ?? {})) st.setVar(name, value);
    for (const [name, fd] of fds.vars) st.setVar(name, literal(fd));
    st.runSubstitution = (node, stdin) =>
      nested(st, () => runChildren(st, node, stdin ? { stdin } : {}) ?? literal(''));
    st.exec = (cmd) => execCmd(st, cmd);
    st.callFunction = (name, cmd) => callFunction(st, name, cmd);
    // Hook commands read the event (the conversation's tool input) on standard input.
    const stdin: Value | undefined =
      origin === 'hook' ? { text: '$(hook input)', literal: false, taints: ['conversation'] } : undefined;
    runNode(st, tree.rootNode, stdin ? { stdin } : {});
    runUncalledFunctions(st);
    unit.parsed(st.bounded ? 'gave-up' : parsed.status);
  } finally {
    tree.delete();
    for (const t of libraries) t.delete();
  }
}
