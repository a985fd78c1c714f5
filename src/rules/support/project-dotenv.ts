import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type BehaviourReport, type Located, shown } from './behaviour.js';
import { runSite } from './runs.js';

/**
 * A `.env` file is configuration a program reads to do its job, and credential-access leaves it to
 * data-exfiltration — when the program is the project's own. A plugin's hook, MCP server or status line
 * that the runtime starts by itself and that reads the `.env` of the project the user has open (a relative
 * path, the working folder: `Path.cwd() / ".env"`, `./server/.env`, `$CLAUDE_PROJECT_DIR/.env`) takes the
 * secrets of whatever project is open, in every project the plugin is enabled in, without the user asking:
 * **medium**, whatever it then does with them (a send is graded by data-exfiltration). A `.env` of the
 * plugin's own folder (`${CLAUDE_PLUGIN_ROOT}/.env`, next to `__file__`) is its configuration: quiet.
 */

/** The open project's `.env`: relative to the working folder or under the project folder's variable. */
const PROJECT_DOTENV =
  /^(?:\.\/|\$\{?(?:CLAUDE_PROJECT_DIR|PWD)\}?\/)?(?:[\w-]{1,40}\/){0,3}\.env(?:\.[\w-]{1,40})?$/;

export async function openProjectDotenv(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'read'>>,
): Promise<BehaviourReport | undefined> {
  if (loc.b.secret !== 'dotenv' || !PROJECT_DOTENV.test(loc.b.target.text.trim())) return undefined;
  const inside = (dir: string) => dir === '' || loc.path.startsWith(`${dir}/`);
  if (!ctx.model.plugins.some((p) => inside(p.root))) return undefined;
  const site = await runSite(ctx, loc.path);
  if (site?.how !== 'launch' && loc.unit.placement !== 'auto') return undefined;
  return {
    severity: 'medium',
    message: `${shown(loc.b)} reads the .env of the project the user has open (${loc.b.target.text.trim()}) in code the runtime starts by itself for this plugin: it takes the secrets of whatever project is open, in every project the plugin is enabled in, without being asked`,
  };
}
