import { describe, expect, it } from 'vitest';
import { controlOffOfCli, controlOffOfRequest } from '../../src/analysis/controls-off.js';

describe('controlOffOfRequest', () => {
  it('reads Vercel protection emptied, in any language, and not protection set', () => {
    const p = '/v9/projects/prj_1';
    expect(controlOffOfRequest('api.vercel.com', p, 'PATCH', '{"ssoProtection":null}')?.service).toBe(
      'Vercel',
    );
    expect(controlOffOfRequest('api.vercel.com', p, 'PATCH', '{ssoProtection: None}')).toBeDefined();
    expect(controlOffOfRequest('api.vercel.com', p, 'PATCH', '{"passwordProtection":""}')).toBeDefined();
    expect(
      controlOffOfRequest('api.vercel.com', p, 'PATCH', '{"ssoProtection":{"deploymentType":"preview"}}'),
    ).toBeUndefined();
    expect(controlOffOfRequest('api.vercel.com', p, 'GET', '')).toBeUndefined();
    expect(controlOffOfRequest('example.com', p, 'PATCH', '{"ssoProtection":null}')).toBeUndefined();
  });

  it('reads GitHub branch protection removed or weakened, not read or strengthened', () => {
    const bp = '/repos/o/r/branches/main/protection';
    expect(controlOffOfRequest('api.github.com', bp, 'DELETE', '')?.control).toContain('`main`');
    expect(controlOffOfRequest(undefined, `${bp}/enforce_admins`, 'DELETE', '')?.control).toContain('admin');
    expect(controlOffOfRequest('api.github.com', bp, 'GET', '')).toBeUndefined();
    expect(controlOffOfRequest('api.github.com', bp, 'PUT', '"enforce_admins": false')).toBeDefined();
    expect(controlOffOfRequest('api.github.com', bp, 'PUT', '"enforce_admins": true')).toBeUndefined();
    expect(controlOffOfRequest('api.github.com', '/repos/o/r/rulesets/42', 'DELETE', '')).toBeDefined();
    expect(
      controlOffOfRequest(
        'api.github.com',
        '/repos/o/r',
        'PATCH',
        '{"security_and_analysis":{"secret_scanning":{"status":"disabled"}}}',
      )?.control,
    ).toContain('secret scanning');
    expect(
      controlOffOfRequest('gitlab.example.com', '/api/v4/projects/7/protected_branches/main', 'DELETE', '')
        ?.service,
    ).toBe('GitLab');
  });
});

describe('controlOffOfCli', () => {
  it('reads cloud controls switched off, not opened to a private range or switched on', () => {
    const sg = ['ec2', 'authorize-security-group-ingress', '--group-id', 'sg-1', '--protocol', 'tcp'];
    expect(controlOffOfCli('aws', [...sg, '--cidr', '0.0.0.0/0'])).toBeDefined();
    expect(
      controlOffOfCli('aws', [...sg, '--ip-permissions', 'IpRanges=[{CidrIp=0.0.0.0/0}]']),
    ).toBeDefined();
    expect(controlOffOfCli('aws', [...sg, '--cidr', '10.0.0.0/16'])).toBeUndefined();
    expect(controlOffOfCli('aws', ['iam', 'deactivate-mfa-device', '--user-name', 'bob'])).toBeDefined();
    expect(controlOffOfCli('aws', ['iam', 'enable-mfa-device', '--user-name', 'bob'])).toBeUndefined();
    expect(controlOffOfCli('aws', ['cloudtrail', 'stop-logging', '--name', 't'])).toBeDefined();
    expect(
      controlOffOfCli('gcloud', ['compute', 'firewall-rules', 'create', 'x', '--source-ranges=0.0.0.0/0']),
    ).toBeDefined();
    expect(
      controlOffOfCli('gcloud', [
        'compute',
        'firewall-rules',
        'create',
        'x',
        '--source-ranges=203.0.113.0/24',
      ]),
    ).toBeUndefined();
    const nsg = ['network', 'nsg', 'rule', 'create', '--access', 'Allow', '--direction', 'Inbound'];
    expect(controlOffOfCli('az', [...nsg, '--source-address-prefixes', '*'])).toBeDefined();
    expect(controlOffOfCli('az', [...nsg, '--source-address-prefixes', '10.1.0.0/16'])).toBeUndefined();
  });
});
