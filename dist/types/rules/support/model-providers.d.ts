import type { Behaviour, Endpoint, Value } from '../../analysis/facts.js';
import { type PlacementGrades } from './behaviour.js';
/**
 * The session's own text sent to a model provider's API under the user's own key for it: a classifier that
 * asks Haiku whether a memory file's section is an instruction, a router that asks a small model where a
 * prompt should go. The provider is the kind of service the agent already sends the session to, the key
 * bills the user's own account, and nobody else reads the request: at most low (rules/data-exfiltration.md).
 * Anything else keeps its grade — another host, a key the code writes (someone's account), a secret store's
 * content in the credentials, or a secret file's text rather than the session's.
 */
/** The grades such a send gets wherever it sits (data-exfiltration). */
export declare const PROVIDER_BOUND: PlacementGrades;
/**
 * The request goes to a model provider's API and any credential it visibly carries is the user's own key
 * for that provider: an environment variable named for it. No credential seen (a key handed to a function of
 * another module) is taken as the caller's; a literal key is someone's account, and a store's content is
 * a secret of its own.
 */
export declare function toOwnProvider(endpoint: Endpoint, cred: Value | undefined): boolean;
/** The grades a session sent to a hosted memory service under the user's own key gets (data-exfiltration). */
export declare const MEMORY_BOUND: PlacementGrades;
/** The request goes to a hosted memory service and any credential it visibly carries is the user's own for it. */
export declare function toOwnMemoryService(endpoint: Endpoint, cred: Value | undefined): boolean;
/** A send of the session's text to a hosted memory service under the user's own key. */
export declare function memoryBoundSession(b: Behaviour): boolean;
/** The data is the session's own text: the conversation a hook is handed, or the agent's transcripts. */
export declare function sessionText(data: Value): boolean;
/** A send of the session's text to a model provider under the user's own key (see the top of the module). */
export declare function providerBoundSession(b: Behaviour): boolean;
/** A send to a model provider under the user's own key, whatever it carries: no way out for session text. */
export declare function providerBound(b: Behaviour): boolean;
