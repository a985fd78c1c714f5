import type { Endpoint } from '../../facts.js';
import type { PsCtx } from './context.js';
/**
 * The endpoint of a reconstructed URL. A host built from a variable we could not resolve
 * (`https://${host}/x`) is `unknown`: in a script that is a variable, not a documentation placeholder.
 */
export declare function endpointOf(ix: PsCtx, url: string | undefined): Endpoint;
