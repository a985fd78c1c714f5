import type { BehaviourOf } from '../../analysis/facts.js';
import type { Location, Severity } from '../../findings.js';
import type { Located } from './behaviour.js';
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
export declare function judgeCredentialHelper(b: BehaviourOf<'config'>, installed: ReadonlyMap<string, Located<BehaviourOf<'write'>>>): HelperJudgement | undefined;
