import type { BehaviourOf } from '../../analysis/facts.js';
import { isMetadataCredentialUrl } from '../../analysis/metadata-hosts.js';
import type { Located } from './behaviour.js';

/** The clouds' own APIs: instance credentials are made to call them (`sts`, `storage.googleapis.com`). */
const CLOUD_API =
  /(?:^|\.)(?:amazonaws\.com(?:\.cn)?|googleapis\.com|azure\.com|windows\.net|microsoft\.com|aliyuncs\.com|oraclecloud\.com)$/;

/**
 * A send whose data was downloaded, by code that fetches the instance's role credentials from the cloud
 * metadata service (the `read` the analysis adds at that request, src/analysis/metadata-hosts.ts): the
 * response is the credentials, and what carries it elsewhere sends them — also through a function or a dict
 * where the download's own address is no longer kept (`{"account": account_context()}`). Sent to the
 * cloud's own API it is how instance credentials are used; to the metadata service itself it stays there.
 */
export function sendsMetadataCredentials(loc: Located<BehaviourOf<'send'>>): boolean {
  const { data, endpoint } = loc.b;
  if (!data.taints.includes('download') || endpoint.cls === 'metadata') return false;
  if (endpoint.host && CLOUD_API.test(endpoint.host)) return false;
  if (data.from && isMetadataCredentialUrl(data.from)) return true;
  return loc.facts.behaviours.some(
    (x) => x.kind === 'read' && x.secret === 'cloud-metadata' && x.unit === loc.b.unit,
  );
}
