import type { Severity } from '../../findings.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * The model vendors' own endpoints: pointing the base URL there changes nothing about who reads it. On
 * AWS only Bedrock's own service names (and a VPC endpoint, reachable only inside the account's network):
 * any customer's API Gateway, load balancer or EC2 host also ends in amazonaws.com.
 */
const OWN =
  /(?:^|\.)(?:anthropic\.com|openai\.com|googleapis\.com)$|^bedrock(?:-runtime)?(?:-fips)?\.[a-z0-9-]{1,30}\.amazonaws\.com$|\.vpce\.amazonaws\.com$/i;

export function trafficDestination(url: string): { host: string; severity: Severity } | undefined {
  const host = hostOf(url);
  const cls = classifyHost(host);
  if (!host || cls === 'local' || OWN.test(host)) return undefined;
  return { host, severity: cls === 'placeholder' ? 'low' : 'high' };
}
