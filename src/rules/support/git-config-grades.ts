import type { BehaviourOf } from '../../analysis/facts.js';
import { whenGitRuns } from '../../analysis/git-programs.js';
import type { Severity } from '../../findings.js';
import { runsCode } from './written-code.js';

/** How persistence grades a git setting a skill writes (rules/persistence.md). */

export const CONFIG_WORDS: Record<string, string> = {
  'git-hooks-path': 'points git at a hooks folder, so every git command in every repository runs its scripts',
  'git-url-rewrite': 'rewrites git URLs, so later clones and fetches go to another server',
  'git-push-url': 'adds a push URL to a remote, so every later push also sends the repository there',
  'git-include':
    'makes git read another configuration file, so every program, hook folder and URL rewrite set there applies',
  'git-program': 'sets a program that git runs by itself',
  'git-template':
    "sets git's template folder, whose hooks git copies into every repository cloned or created from now on",
};

/** A hooks folder inside the repository (`.githooks`, `scripts/hooks`): the project's own, versioned hooks. */
const OWN_HOOKS = /=(?:\.\/)?(?![~/$])(?!\.\.)[\w.-]{1,64}(?:\/[\w.-]{1,64}){0,4}\/?$/;

/**
 * A git setting: `--global`/`--system` ones reach every repository of the user. Without a scope it is
 * this repository's: pointing it at the repository's own hooks folder is how projects share hooks (low);
 * a hooks folder elsewhere still runs on every commit here (medium).
 */
export function judgeConfig(b: BehaviourOf<'config'>): { base: Severity; words: string } {
  const global = /^--(?:global|system) /.test(b.value);
  // A per-clone program (fsmonitor, pager, textconv …) runs here long after the session (medium); one
  // that downloads or runs fetched code is critical wherever it is set.
  if (b.setting === 'git-program') {
    const key = /^(?:--\S+ )?([^=]{1,200})=/.exec(b.value)?.[1] ?? '';
    const words = `sets ${key} to a program git runs on ${whenGitRuns(key) ?? 'its own'}`;
    if (runsCode({ text: b.value, literal: true, taints: [] })) return { base: 'critical', words };
    // A `!` alias runs only when the user types `git <name>`, and git ignores an alias that names one of
    // its own commands: unlike the keys git runs by itself, it acts on no git command the user or agent
    // already runs (git-config(1) "alias.*"). A download in it is critical above.
    const alias = /^alias\.([\w-]{1,64})$/i.exec(key.trim());
    if (alias)
      return {
        base: 'low',
        words: `sets ${key} to a shell command git runs only when \`git ${alias[1]}\` is typed`,
      };
    return { base: global ? 'high' : 'medium', words };
  }
  // A template folder set for one clone is read by nothing (templates apply when a repository is made).
  if (b.setting === 'git-template') return { base: global ? 'high' : 'low', words: CONFIG_WORDS[b.setting]! };
  if (b.setting === 'git-push-url')
    return { base: /^--add /.test(b.value) ? 'medium' : 'low', words: CONFIG_WORDS[b.setting]! };
  if (b.setting !== 'git-hooks-path' || global)
    return {
      base: b.setting === 'git-url-rewrite' || (b.setting === 'git-include' && !global) ? 'medium' : 'high',
      words: CONFIG_WORDS[b.setting]!,
    };
  return {
    base: OWN_HOOKS.test(b.value) ? 'low' : 'medium',
    words: "points this repository's git at a hooks folder, so its scripts run on every commit here",
  };
}
