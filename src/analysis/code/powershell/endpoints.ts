import type { Endpoint } from '../../facts.js';
import { endpointOf as classify, hostOf } from '../../hosts.js';
import type { PsCtx } from './context.js';

/**
 * The endpoint of a reconstructed URL. A host built from a variable we could not resolve
 * (`https://${host}/x`) is `unknown`: in a script that is a variable, not a documentation placeholder.
 */
export function endpointOf(ix: PsCtx, url: string | undefined): Endpoint {
  if (url === undefined || url === '') return { cls: 'unknown' };
  const host = hostOf(url);
  if (host === '' || host.includes('$') || url.startsWith('${'))
    return { url: url.slice(0, 300), cls: 'unknown' };
  return classify(url, ix.unit.hosts);
}
