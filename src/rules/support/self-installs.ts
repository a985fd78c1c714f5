import type { BehaviourOf } from '../../analysis/facts.js';
import { templateRepository } from '../../analysis/hosts.js';
import { basename, dirname, resolveUpward } from '../../analysis/repo-paths.js';
import { trimEndChars } from '../../analysis/strings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
import { skillFolderOf } from './self-updates.js';

/**
 * The skill installing itself: its own folder copied into an agent's skills folder under its own name
 * (`cp -r skills/langfuse ~/.claude/skills/`, from the install table of the langfuse skill). That is the
 * function the user installed it for — the same files, reviewed here — not something foreign that stays.
 * Another folder copied there (`cp -r payload ~/.claude/skills/helper`), or a download, is not this.
 */
export function installsItself(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): boolean {
  const { cls, content, target } = loc.b;
  if (cls !== 'agent-skill' || !content?.from || !content.taints.includes('file')) return false;
  if (content.taints.includes('download')) return false;
  const own = skillFolderOf(ctx, loc.path);
  if (!own) return false;
  const from = content.from.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
  let end = from.length;
  while (end > 0 && from[end - 1] === '/') end--;
  const src = from.slice(0, end);
  if (src === '' || src.includes('$') || !(own === src || own.endsWith(`/${src}`))) return false;
  const dest = target.text.endsWith('/') ? basename(src) : basename(target.text);
  return dest === basename(own);
}

/**
 * A provisioning script putting the key its caller names into authorized_keys (`--ssh-key <path>` →
 * `cat "$SSH_PUB_KEY_PATH" > /home/"$NEW_USER"/.ssh/authorized_keys`): the user's own key, for an account
 * the script sets up. A key written in the code, or downloaded, is someone else's and is not this.
 */
export function callersKey(loc: Located<BehaviourOf<'write'>>): boolean {
  const c = loc.b.content;
  if (loc.b.cls !== 'ssh-authorized-keys' || !c?.from || c.taints.includes('download')) return false;
  return /^\$\{?[1-9]\}?$/.test(c.from.trim()) && /^\$\(cat \$\{?[1-9]\}?\)$/.test(c.text.trim());
}

/**
 * A path segment left for the reader to fill in: `your-skill-name`, `my-skill`, `YOUR_APP`, `<service>`,
 * `{name}`. Documentation names the reader's own thing this way.
 */
const FILL_IN = /^(?:(?:your|my)[-_][\w.-]{1,60}|YOUR_\w{1,60}|<[^<>]{1,40}>|\{[\w-]{1,40}\})$/i;

/**
 * The reader installing their own artefact, not the skill's: a step that copies into a lasting place a
 * file or folder named by a placeholder that the tree does not hold (`cp -r skills/your-skill-name
 * ~/.claude/skills/` in a contributor guide's "Local testing"), or files of a repository the text clones
 * from a template address (`git clone https://github.com/your-org/your-app.git .`, then `sudo cp
 * templates/systemd/app.service /etc/systemd/system/`: the user's own service). What lasts is the reader's
 * code, which the skill neither ships nor fetches. A placeholder-named path the tree does hold is the
 * skill's own file, graded as such; a download from a real address is code from outside.
 */
export function readersOwn(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): boolean {
  const c = loc.b.content;
  if (!c?.from) return false;
  if (c.taints.includes('download')) return templateRepository(c.from);
  if (!c.taints.includes('file') || c.taints.some((t) => t !== 'file')) return false;
  const from = c.from.trim().replace(/^["']|["']$/g, '');
  if (from.includes('$') || !from.split('/').some((seg) => FILL_IN.test(seg))) return false;
  const files = ctx.model.files;
  const held = resolveUpward(
    dirname(loc.path),
    trimEndChars(from.replace(/^\.\//, ''), '/'),
    (p) => files.isFile(p) || files.isDir(p),
    8,
  );
  return held === undefined;
}

/** Why a write into a lasting place is the user's own doing, or undefined. */
export function ownDoing(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): string | undefined {
  if (installsItself(ctx, loc)) return ' (the skill installing itself: its own folder, under its own name)';
  if (callersKey(loc))
    return ' (the key file the caller passes to the script: provisioning with their own key)';
  if (readersOwn(ctx, loc))
    return " (the reader's own artefact: what it copies is named by a placeholder or comes from the reader's own repository)";
  return undefined;
}
