import type { Behaviour, Endpoint, Value } from '../../analysis/facts.js';
import { serviceWords } from '../../analysis/secret-names.js';
import { LOW_WHERE_IT_RUNS, MEDIUM_WHERE_IT_RUNS, type PlacementGrades } from './behaviour.js';

/**
 * The session's own text sent to a model provider's API under the user's own key for it: a classifier that
 * asks Haiku whether a memory file's section is an instruction, a router that asks a small model where a
 * prompt should go. The provider is the kind of service the agent already sends the session to, the key
 * bills the user's own account, and nobody else reads the request: at most low (rules/data-exfiltration.md).
 * Anything else keeps its grade — another host, a key the code writes (someone's account), a secret store's
 * content in the credentials, or a secret file's text rather than the session's.
 */

/** The grades such a send gets wherever it sits (data-exfiltration). */
export const PROVIDER_BOUND: PlacementGrades = LOW_WHERE_IT_RUNS;

/** Model providers' API hosts and the words their keys are named by (`ANTHROPIC_API_KEY`). */
const PROVIDERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['api.anthropic.com', ['ANTHROPIC', 'CLAUDE']],
  ['api.openai.com', ['OPENAI']],
  ['generativelanguage.googleapis.com', ['GEMINI', 'GOOGLE']],
  ['api.mistral.ai', ['MISTRAL']],
  ['api.groq.com', ['GROQ']],
  ['api.deepseek.com', ['DEEPSEEK']],
  ['api.x.ai', ['XAI', 'GROK']],
  ['api.cohere.com', ['COHERE']],
  ['api.cohere.ai', ['COHERE']],
  ['api.together.xyz', ['TOGETHER']],
  ['api.perplexity.ai', ['PERPLEXITY', 'PPLX']],
  ['api.fireworks.ai', ['FIREWORKS']],
  ['openrouter.ai', ['OPENROUTER']],
]);

/**
 * The request goes to a model provider's API and any credential it visibly carries is the user's own key
 * for that provider: an environment variable named for it. No credential seen (a key handed to a function of
 * another module) is taken as the caller's; a literal key is someone's account, and a store's content is
 * a secret of its own.
 */
export function toOwnProvider(endpoint: Endpoint, cred: Value | undefined): boolean {
  return toOwnAccount(PROVIDERS, endpoint, cred);
}

/**
 * Hosted memory services (mem0's platform, Zep, Supermemory) with the words their keys are named by. The
 * session's text sent there under the user's own key is the service the user signed up for, but unlike a
 * model provider's API it keeps what it gets, for later sessions and whoever reads that account: medium
 * wherever it runs, and a key of another service, a written key or another host keep their grade.
 */
const MEMORY_SERVICES: ReadonlyMap<string, readonly string[]> = new Map([
  ['api.mem0.ai', ['MEM0']],
  ['api.getzep.com', ['ZEP']],
  ['api.supermemory.ai', ['SUPERMEMORY']],
]);

/** The grades a session sent to a hosted memory service under the user's own key gets (data-exfiltration). */
export const MEMORY_BOUND: PlacementGrades = MEDIUM_WHERE_IT_RUNS;

/** The request goes to a hosted memory service and any credential it visibly carries is the user's own for it. */
export function toOwnMemoryService(endpoint: Endpoint, cred: Value | undefined): boolean {
  return toOwnAccount(MEMORY_SERVICES, endpoint, cred);
}

/** A send of the session's text to a hosted memory service under the user's own key. */
export function memoryBoundSession(b: Behaviour): boolean {
  return b.kind === 'send' && sessionText(b.data) && toOwnMemoryService(b.endpoint, b.credentials);
}

function toOwnAccount(
  services: ReadonlyMap<string, readonly string[]>,
  endpoint: Endpoint,
  cred: Value | undefined,
): boolean {
  const words = services.get((endpoint.host ?? '').toLowerCase());
  if (!words) return false;
  if (!cred || cred.text === '') return true;
  if (cred.secret !== 'env-secret') return false;
  const names = (cred.vars ?? []).map((v) => v.slice(v.lastIndexOf('.') + 1));
  if (names.length === 0) return false;
  return names.every((n) => {
    const own = serviceWords(n);
    return own.length > 0 && own.every((w) => words.includes(w));
  });
}

/** The data is the session's own text: the conversation a hook is handed, or the agent's transcripts. */
export function sessionText(data: Value): boolean {
  return (
    data.secret === 'agent-transcript' || (data.secret === undefined && data.taints.includes('conversation'))
  );
}

/** A send of the session's text to a model provider under the user's own key (see the top of the module). */
export function providerBoundSession(b: Behaviour): boolean {
  return b.kind === 'send' && sessionText(b.data) && toOwnProvider(b.endpoint, b.credentials);
}

/** A send to a model provider under the user's own key, whatever it carries: no way out for session text. */
export function providerBound(b: Behaviour): boolean {
  return b.kind === 'send' && toOwnProvider(b.endpoint, b.credentials);
}
