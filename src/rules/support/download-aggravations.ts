import type { BehaviourOf } from '../../analysis/facts.js';

/**
 * What makes a vendor's download worse than the vendor's own install (rules/remote-code-execution.md,
 * "aggravations"): the platform's check removed before the first run (`execute.bypass`: quarantine stripped,
 * a password on the archive), or the download's certificate check switched off on the command that runs it
 * (`curl -k`, `--insecure`, `wget --no-check-certificate`, `-SkipCertificateCheck`), so anyone on the network
 * path serves the code, whoever the host is. A tie to the tool's publisher lowers none of these.
 */

const TLS_OFF =
  /\bcurl\b[^|\n]{0,300}?[ \t](?:-[a-zA-Z]{0,8}k[a-zA-Z]{0,8}|--insecure)(?=[ \t]|$)|\bwget\b[^|\n]{0,300}?[ \t]--no-check-certificate\b|-SkipCertificateCheck\b/i;

export function aggravationOf(b: BehaviourOf<'execute'>): string | undefined {
  if (b.bypass) return b.bypass;
  return TLS_OFF.test(b.evidence.slice(0, 2_000))
    ? 'certificate checks switched off on the download (`-k`/`--insecure`), so anyone on the network path can serve it'
    : undefined;
}
