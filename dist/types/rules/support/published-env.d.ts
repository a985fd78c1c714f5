import type { BehaviourOf } from '../../analysis/facts.js';
import type { BehaviourReport, Located } from './behaviour.js';
import { runTogetherFacts } from './closure.js';
/**
 * The whole environment printed in a notebook (`print(dict(os.environ))`, `%env`, `!env`): a notebook keeps
 * each cell's output in the file itself, so once it is run, every variable — API keys, tokens — is text of
 * the `.ipynb`. Alone that is a local file (reading the environment is how programs take settings); the
 * finding needs what runs with the notebook to send that file on — a gist, an upload, an issue attachment —
 * which publishes the secrets with it. A notebook that prints a few named settings (`PYTHONPATH`) prints no
 * secret, and a published notebook that prints none publishes none.
 */
export declare function publishedEnv(ctx: Parameters<typeof runTogetherFacts>[0], loc: Located<BehaviourOf<'read'>>): Promise<BehaviourReport | undefined>;
