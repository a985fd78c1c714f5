import type { BehaviourOf } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { BehaviourReport, Located } from './behaviour.js';
import { shown, whereItRuns } from './behaviour.js';
import { runTogetherFacts } from './closure.js';
import { locationOf, sinksIn } from './flows.js';

/**
 * The whole environment printed in a notebook (`print(dict(os.environ))`, `%env`, `!env`): a notebook keeps
 * each cell's output in the file itself, so once it is run, every variable — API keys, tokens — is text of
 * the `.ipynb`. Alone that is a local file (reading the environment is how programs take settings); the
 * finding needs what runs with the notebook to send that file on — a gist, an upload, an issue attachment —
 * which publishes the secrets with it. A notebook that prints a few named settings (`PYTHONPATH`) prints no
 * secret, and a published notebook that prints none publishes none.
 */
export async function publishedEnv(
  ctx: Parameters<typeof runTogetherFacts>[0],
  loc: Located<BehaviourOf<'read'>>,
): Promise<BehaviourReport | undefined> {
  if (loc.b.secret !== 'env-all' || !/\.ipynb$/i.test(loc.path)) return undefined;
  const name = loc.path.slice(loc.path.lastIndexOf('/') + 1);
  for (const sink of sinksIn(await runTogetherFacts(ctx, loc.path))) {
    const b = sink.b;
    if (b.kind !== 'send' || !b.data.taints.includes('file') || !b.data.from) continue;
    // The notebook under its own name or a copy the skill made of it (`cp templates/report.ipynb report.ipynb`).
    const sent = b.data.from.replace(/^["']|["']$/g, '');
    const base = sent.slice(sent.lastIndexOf('/') + 1);
    if (base !== name && !/\.ipynb$/i.test(base)) continue;
    const related: Location[] = [locationOf(sink.path, b, 'sends the notebook, outputs included')];
    return {
      severity: 'high',
      related,
      message: `${shown(loc.b)} prints the whole environment into the notebook's saved output ${whereItRuns(loc.unit)}; ${sink.path} sends ${base} on, so every secret variable leaves with it`,
    };
  }
  return undefined;
}
