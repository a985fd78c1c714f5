import { describe, expect, it } from 'vitest';
import { classifyHost } from '../../src/analysis/hosts.js';

/**
 * Who is at the other end: the host classes rules grade by. Placeholders lower only code that is shown
 * (docs/facts.md rule 2), so a placeholder must be a name no public resolver answers.
 */
describe('host classes', () => {
  it.each([
    ['http://ATTACKER/shell.ps1', 'placeholder'],
    ['https://ATTACKER_IP:8080/x', 'placeholder'],
    ['http://ATTACKBOX:8000/les.sh', 'placeholder'],
    ['http://attackbox/les.sh', 'placeholder'],
    ['http://LHOST/payload', 'placeholder'],
    ['http://buildserver/artifact.tgz', 'unknown'],
    ['http://Jenkins/job/x', 'unknown'],
    ['https://$HOST/x', 'unknown'],
    ['https://dot.net/v1/dotnet-install.sh', 'vendor-installer'],
    ['https://get.nextflow.io', 'vendor-installer'],
    ['https://aka.ms/perfcollect', 'vendor-installer'],
    ['https://aka.ms/some-other-link', 'other'],
    ['https://dot.net.example.net/v1/dotnet-install.sh', 'placeholder'],
    ['https://dot.net.evil.io/v1/dotnet-install.sh', 'other'],
  ])('%s is %s', (url, cls) => {
    expect(classifyHost(url)).toBe(cls);
  });
});
