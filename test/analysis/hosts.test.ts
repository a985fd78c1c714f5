import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/analysis/facts.js';
import { classifyHost, endpointOfValue, hostOf, isMessageRelay } from '../../src/analysis/hosts.js';

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
    // Cloudsmith's generated repository-setup script; a file a project uploaded beside it is not one.
    ['https://dl.cloudsmith.io/public/acme/tools-stable/setup.deb.sh', 'vendor-installer'],
    ['https://dl.cloudsmith.io/public/acme/tools-stable/cfg/setup/bash.rpm.sh', 'vendor-installer'],
    ['https://dl.cloudsmith.io/public/acme/tools-stable/raw/files/setup.deb.sh', 'other'],
    ['https://packagecloud.io/install/repositories/acme/tools/script.deb.sh', 'vendor-installer'],
    ['https://packagecloud.io/install/repositories/acme/tools/script.python.sh', 'vendor-installer'],
    ['https://packagecloud.io/acme/tools/packages/el/7/agent.sh', 'other'],
    ['https://foundry.paradigm.xyz', 'vendor-installer'],
    ['https://foundry.paradigm.xyz.cache-mirror.net', 'other'],
    ['https://fnm.vercel.app/install', 'vendor-installer'],
    ['https://fnm.vercel.app/other.sh', 'other'],
    // A name the user's own configuration fills when the command runs, like `${FUNC_APP}.x.net`.
    ['https://$(azd env get-value AZURE_FUNCTION_NAME).azurewebsites.net/api/x?code=$K', 'placeholder'],
    ['https://${FUNC_APP}.azurewebsites.net/api/x', 'placeholder'],
    // An elided URL in prose is no host.
    ['.../bootstrap.sh', 'placeholder'],
    ['https://…/install.sh', 'placeholder'],
    ['https://a..b.example-cdn.net/x', 'other'],
  ])('%s is %s', (url, cls) => {
    expect(classifyHost(url)).toBe(cls);
  });
});

describe('host of a URL', () => {
  it.each([
    [
      'https://$(azd env get-value NAME).azurewebsites.net/api/x',
      '$(azd env get-value name).azurewebsites.net',
    ],
    ['https://$(whoami).$(hostname).relay.net/p', '$(whoami).$(hostname).relay.net'],
    ['https://pre$HOST.relay.net/p', 'pre$host.relay.net'],
    ['https://$(unclosed value/x', '$(unclosed'],
    ['https://user:pw@api.example-svc.net:8443/v1', 'api.example-svc.net'],
    ['.../bootstrap.sh', '..'],
  ])('%s → %s', (url, host) => {
    expect(hostOf(url)).toBe(host);
  });

  const v = (text: string, extra: Partial<Value> = {}): Value => ({
    text,
    literal: false,
    taints: [],
    ...extra,
  });

  it('a name built from configuration stays a template slot; local data pasted into it goes to the domain after it', () => {
    expect(endpointOfValue(v('https://$(azd env get-value APP).azurewebsites.net/api'))).toMatchObject({
      cls: 'placeholder',
    });
    expect(
      endpointOfValue(v('https://$(whoami).relay-zone.net/p', { taints: ['system-info'] })),
    ).toMatchObject({
      host: 'relay-zone.net',
      cls: 'other',
    });
    expect(
      endpointOfValue(
        v('https://${AWS_SECRET_ACCESS_KEY}.relay-zone.net/p', {
          taints: ['env', 'secret'],
          secret: 'env-secret',
          vars: ['AWS_SECRET_ACCESS_KEY'],
        }),
      ),
    ).toMatchObject({ host: 'relay-zone.net', cls: 'other' });
    // A secret variable in the query is the query's: the host is still the configured one.
    expect(
      endpointOfValue(
        v('https://${APP}.azurewebsites.net/api?code=${FUNCTIONS_API_KEY}', {
          taints: ['env', 'secret'],
          secret: 'env-secret',
          vars: ['APP', 'FUNCTIONS_API_KEY'],
        }),
      ),
    ).toMatchObject({ cls: 'placeholder' });
    expect(endpointOfValue(v('https://$(cat ~/.netrc).webhook.site/x', { taints: ['file'] }))).toMatchObject({
      host: 'webhook.site',
      cls: 'exfil-service',
    });
  });
});

describe('message relays', () => {
  it('pass on the message, not the request: their owner never reads the token', () => {
    expect(isMessageRelay('api.telegram.org')).toBe(true);
    expect(isMessageRelay('discord.com')).toBe(true);
    expect(isMessageRelay('webhook.site')).toBe(false);
    expect(isMessageRelay('api.telegram.org.relay-zone.net')).toBe(false);
  });
});
