import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/**
 * The skill installing itself: its own folder copied into an agent's skills folder under its own name
 * (`cp -r skills/langfuse ~/.claude/skills/`, from the install table of the langfuse skill). That is the
 * function the user installed it for — the same files, reviewed here — not something foreign that stays.
 * Another folder copied there (`cp -r payload ~/.claude/skills/helper`), or a download, is not this.
 */
export declare function installsItself(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): boolean;
/**
 * A provisioning script putting the key its caller names into authorized_keys (`--ssh-key <path>` →
 * `cat "$SSH_PUB_KEY_PATH" > /home/"$NEW_USER"/.ssh/authorized_keys`): the user's own key, for an account
 * the script sets up. A key written in the code, or downloaded, is someone else's and is not this.
 */
export declare function callersKey(loc: Located<BehaviourOf<'write'>>): boolean;
/**
 * The reader installing their own artefact, not the skill's: a step that copies into a lasting place a
 * file or folder named by a placeholder that the tree does not hold (`cp -r skills/your-skill-name
 * ~/.claude/skills/` in a contributor guide's "Local testing"), or files of a repository the text clones
 * from a template address (`git clone https://github.com/your-org/your-app.git .`, then `sudo cp
 * templates/systemd/app.service /etc/systemd/system/`: the user's own service). What lasts is the reader's
 * code, which the skill neither ships nor fetches. A placeholder-named path the tree does hold is the
 * skill's own file, graded as such; a download from a real address is code from outside.
 */
export declare function readersOwn(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): boolean;
/** Why a write into a lasting place is the user's own doing, or undefined. */
export declare function ownDoing(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): string | undefined;
