import type { BehaviourOf } from '../../analysis/facts.js';
import { credentialHelper } from '../../analysis/git-programs.js';
import { inert } from '../../analysis/payloads.js';
import type { Location, Severity } from '../../findings.js';
import type { Located } from './behaviour.js';
import { inSyncedFolder } from './outlets.js';
import { runsCode } from './written-code.js';

/**
 * A `credential.helper` setting, graded by what git will run with every password and token it is given
 * (rules/persistence.md). git's own helpers chosen by name (`osxkeychain`, `cache --timeout=3600`,
 * `manager`) are how the user's platform remembers passwords: a git setting, low. `store` keeps every
 * password in plaintext: medium, high when that file sits in the working tree or a synced folder. A
 * snippet, a path to a program, an unknown name (`git-credential-<name>` is whatever file of that name
 * comes first on PATH) or a bundled name whose program the skill itself puts on PATH hands the passwords
 * to code the skill controls: high, critical when it downloads or runs fetched code.
 */

export interface HelperJudgement {
  base: Severity;
  /** What the setting does, said before where it runs. */
  words: string;
  /** Why it is graded so, said after where it runs (starts with `:`). */
  why?: string;
  related?: Location[];
}

const RECEIVES = 'installs a git credential helper, which receives every git password and token';

/** The value a setting names, after `[--scope ]key=`. */
function settingValue(setting: string): string {
  const at = setting.indexOf('=');
  return at < 0 ? '' : setting.slice(at + 1);
}

/** `store`'s `--file PATH` or `--file=PATH` (default ~/.git-credentials). */
function storeFile(options: readonly string[]): string | undefined {
  const i = options.findIndex((o) => o === '--file' || o.startsWith('--file='));
  if (i < 0) return undefined;
  return options[i]!.startsWith('--file=') ? options[i]!.slice(7) : options[i + 1];
}

export function judgeCredentialHelper(
  b: BehaviourOf<'config'>,
  installed: ReadonlyMap<string, Located<BehaviourOf<'write'>>>,
): HelperJudgement | undefined {
  const value = settingValue(b.value);
  const helper = credentialHelper(value);
  // An empty value clears the helpers configured before it: nothing receives a password.
  if (helper.kind === 'none') return undefined;
  // `git -c credential.helper=…` lasts one command and writes no configuration: nothing stays to receive later
  // passwords. A value that fetches and runs code still runs it, in that command.
  if (b.value.startsWith('-c ')) {
    const runs = helper.kind === 'program' && runsCode({ text: value, literal: true, taints: [] });
    return runs
      ? {
          base: 'critical',
          words: 'runs a git credential helper for one command that downloads or runs code',
        }
      : undefined;
  }
  if (helper.kind === 'program')
    return {
      base: runsCode({ text: value, literal: true, taints: [] }) ? 'critical' : 'high',
      words: RECEIVES,
    };
  if (helper.kind === 'named')
    return {
      base: 'high',
      words: RECEIVES,
      why: `: git runs git-credential-${inert(helper.name, 64)}, whatever file of that name comes first on PATH (git ships no helper of that name)`,
    };
  const name = helper.name;
  const planted = installed.get(`git-credential-${name}`);
  if (planted)
    return {
      base: runsCode(planted.b.content) ? 'critical' : 'high',
      words: RECEIVES,
      why: `: the value names git's ${name} helper, but the skill puts its own git-credential-${name} on PATH (${inert(planted.b.target.text, 80)}, ${planted.path} line ${planted.b.at.startLine}), so the skill's program gets them`,
      related: [
        { path: planted.path, region: planted.b.at, message: `git-credential-${name} is put on PATH here` },
      ],
    };
  const scope = /^--(?:global|system) /.test(b.value) ? 'a global git setting' : 'a git setting';
  if (name === 'store') {
    const file = storeFile(helper.options);
    // A relative file is resolved in whatever folder git runs in: the passwords land in working trees,
    // one `git add -A` from being pushed; a synced folder uploads them.
    const exposed =
      file !== undefined && (inSyncedFolder(file) || !/^(?:~|\/|\$\{?HOME\}?|[A-Za-z]:)/.test(file));
    return {
      base: exposed ? 'high' : 'medium',
      words: "selects git's bundled store credential helper",
      why: `: ${scope}, and from now on every git password and token is kept in plaintext in ${inert(file ?? '~/.git-credentials', 80)}${exposed ? (inSyncedFolder(file!) ? ', a folder its desktop client uploads' : ', a path inside whichever repository git runs in') : ''}`,
    };
  }
  return {
    base: 'low',
    words: `selects git's bundled credential helper ${name}`,
    why: `: ${scope} (git runs its own git-credential-${name}; no program from this repository receives a password)`,
  };
}
