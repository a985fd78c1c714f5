import type { BehaviourOf } from '../../analysis/facts.js';
import { normalizeHome } from '../../analysis/paths.js';
import type { RuntimeProfile } from '../../discovery/runtimes/index.js';
import type { SkillDoc } from '../../model/skill.js';
import type { Located } from './behaviour.js';
import { runsCode, withoutCommentLines } from './written-code.js';

/**
 * Whether a write into an agent's folder for skills, commands or subagents puts there a file the runtime
 * loads (rules/persistence.md "What the runtime loads"). The folder alone decides nothing: each runtime reads
 * its folder by file name, suffix and depth — a skill is `<skills>/<name>/SKILL.md` (Codex: SKILL.md up to
 * `maxDepth` folders down), a Claude Code subagent or command a `.md` file, a Gemini CLI subagent a `.md`
 * directly in `.gemini/agents/`, a Gemini CLI command a `.toml`. A deploy tool's `~/.claude/skills/hooks/
 * pre-build.d/01.sh` (no SKILL.md in `hooks/`) or a `~/.claude/agents/x.yaml` is a file no runtime opens.
 * Where those loaders are is the runtime profiles' data (src/discovery/runtimes/), not a table here; a folder
 * no profile describes keeps the grade of its place (nothing is known about how it is read).
 */

interface Loader {
  readonly dir: string;
  /** Why a file of another shape is not read there, said in the message. */
  readonly reads: string;
  /** A skill root: what is written inside a folder of it may be part of a skill installed some other way. */
  readonly skills?: true;
  readonly loads: (rest: readonly string[], placed: (folder: string) => boolean) => boolean;
}

/** The last path segment's suffix (`.md`, also after a name built at run time), or undefined when none is known. */
function suffixOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  const sfx = dot > 0 ? name.slice(dot).toLowerCase() : '';
  return /^\.[a-z][a-z0-9]{0,11}$/.test(sfx) ? sfx : undefined;
}

/** A file of one suffix at any depth (or, with `top`, directly in the folder, not starting with `skip`). */
function docLoader(dir: string, suffix: string, reads: string, top?: { skip: string }): Loader {
  return {
    dir,
    reads: `${reads} only from \`${top ? '' : '**/'}*${suffix}\` files there`,
    loads: (rest) => {
      const name = rest[rest.length - 1] ?? '';
      const sfx = suffixOf(name);
      // No suffix known (`$NAME`, a folder copied in): it may be what the runtime reads.
      if (sfx === undefined) return true;
      if (top && (rest.length > 1 || name.startsWith(top.skip))) return false;
      return sfx === suffix;
    },
  };
}

function skillLoader(dir: string, maxDepth: number): Loader {
  return {
    dir,
    skills: true,
    reads:
      'runtimes load a skill there only as `<name>/SKILL.md`, and nothing in reach puts a SKILL.md into that folder',
    loads: (rest, placed) => {
      const name = rest[rest.length - 1] ?? '';
      if (name === 'SKILL.md') return rest.length >= 2 && rest.length - 1 <= maxDepth;
      // The skill folder itself (`cp -r src ~/.claude/skills/x`) or a name built at run time.
      if (rest.length === 1) return suffixOf(name) === undefined;
      // A file inside a folder: loaded with the skill whose SKILL.md that folder (or one above it) holds.
      for (let i = 1; i <= Math.min(maxDepth, rest.length - 1); i++)
        if (placed(`${dir}/${rest.slice(0, i).join('/')}`)) return true;
      return false;
    },
  };
}

/** Every loader the runtime profiles describe, by folder. */
function loadersOf(registry: readonly RuntimeProfile[]): Map<string, Loader[]> {
  const out = new Map<string, Loader[]>();
  const add = (l: Loader): void => {
    out.set(l.dir, [...(out.get(l.dir) ?? []), l]);
  };
  for (const p of registry) {
    for (const dir of new Set([...p.skills.project, ...p.skills.personal]))
      add(skillLoader(dir, p.skills.maxDepth));
    if (p.commands) add(docLoader(p.commands.dir, '.md', `${p.name} reads commands`));
    if (p.agents)
      add(
        docLoader(
          p.agents.dir,
          '.md',
          `${p.name} reads subagents`,
          p.agents.topLevelOnly && { skip: p.agents.topLevelOnly.skipPrefix },
        ),
      );
    if (p.promptCommands)
      add(docLoader(p.promptCommands.dir, p.promptCommands.suffix, `${p.name} reads commands`));
  }
  return out;
}

/** The folder a path names under one of the loaders' folders, and the segments below it. */
function underLoader(
  path: string,
  loaders: ReadonlyMap<string, readonly Loader[]>,
): { dir: string; rest: string[] } | undefined {
  let best: { dir: string; rest: string[] } | undefined;
  for (const dir of loaders.keys()) {
    const inner = path.lastIndexOf(`/${dir}/`);
    const at = inner >= 0 ? inner + 1 : path.startsWith(`${dir}/`) ? 0 : -1;
    if (at < 0) continue;
    const rest = path.slice(at + dir.length + 1).split('/');
    // The innermost folder wins (`.config/agents/skills` over `.agents/skills` is the same folder read twice).
    if (!best || rest.length < best.rest.length) best = { dir, rest };
  }
  return best?.rest.every((s) => s !== '') ? best : undefined;
}

const unquoted = (t: string): string => normalizeHome(t.trim().replace(/^["']|["']$/g, ''));

export interface LoadShapes {
  /**
   * Why no runtime loads the file this write makes, or undefined when one may. Code that runs a download,
   * written into a folder of a skills root (`~/.claude/skills/pdf/scripts/fill.py`), may land in a skill
   * installed some other way: it keeps its grade, and so does a file there that text asks the agent to change
   * (the text treats the folder as a skill the agent has).
   */
  unloaded(loc: Located<BehaviourOf<'write'>>): string | undefined;
}

/**
 * The load shapes of the runtimes, with the skill folders the reached writes place (a SKILL.md written, a
 * folder copied in) and the skills of the scanned tree (a file written into the folder of one of them adds
 * to a skill the user has).
 */
export function loadShapes(
  registry: readonly RuntimeProfile[],
  reached: ReadonlyArray<Located<BehaviourOf<'write'>>>,
  skills: readonly SkillDoc[],
): LoadShapes {
  const loaders = loadersOf(registry);
  const placed = new Set<string>();
  const names = new Set(skills.filter((s) => s.kind === 'skill').map((s) => s.folderName));
  for (const w of reached) {
    const at = underLoader(unquoted(w.b.target.text), loaders);
    if (!at) continue;
    const last = at.rest[at.rest.length - 1] ?? '';
    const folder = last === 'SKILL.md' ? at.rest.slice(0, -1) : suffixOf(last) ? undefined : at.rest;
    if (folder && folder.length > 0) placed.add(`${at.dir}/${folder.join('/')}`);
  }
  const isPlaced = (f: string): boolean => placed.has(f) || names.has(f.split('/').pop() ?? '');
  return {
    unloaded({ b, unit }) {
      if (b.cls !== 'agent-skill') return undefined;
      const at = underLoader(unquoted(b.target.text), loaders);
      // A command substitution below the folder (`$(basename "$dir")`) hides how deep the path goes.
      if (!at || /\$\(|`/.test(at.rest.join('/'))) return undefined;
      const here = loaders.get(at.dir) ?? [];
      if (here.some((l) => l.loads(at.rest, isPlaced))) return undefined;
      if (
        here.some((l) => l.skills) &&
        at.rest.length > 1 &&
        (unit.origin === 'asked' || runsCode(withoutCommentLines(b.content)))
      )
        return undefined;
      return [...new Set(here.map((l) => l.reads))].join('; ');
    },
  };
}
