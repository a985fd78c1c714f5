import { describe, expect, it } from 'vitest';
import { classifyHost, hostOf } from '../../src/analysis/hosts.js';
import { ipv4Number, isMetadataCredentialUrl, isMetadataHost } from '../../src/analysis/metadata-hosts.js';

/**
 * The cloud metadata service in every spelling an address parser accepts, and the paths on it that hand
 * out the instance's credentials (src/analysis/metadata-hosts.ts).
 */

describe('metadata hosts', () => {
  it('reads IPv4 addresses the way inet_aton does', () => {
    expect(ipv4Number('169.254.169.254')).toBe(0xa9fea9fe);
    expect(ipv4Number('2852039166')).toBe(0xa9fea9fe);
    expect(ipv4Number('0xa9fea9fe')).toBe(0xa9fea9fe);
    expect(ipv4Number('0xA9.0xFE.0xA9.0xFE')).toBe(0xa9fea9fe);
    expect(ipv4Number('0251.0376.0251.0376')).toBe(0xa9fea9fe);
    expect(ipv4Number('169.254.43518')).toBe(0xa9fea9fe);
    expect(ipv4Number('169.16689662')).toBe(0xa9fea9fe);
    expect(ipv4Number('256.1.1.1')).toBeUndefined();
    expect(ipv4Number('1.2.3.4.5')).toBeUndefined();
    expect(ipv4Number('release-2024')).toBeUndefined();
  });

  it('knows the service by address, IPv6 form and name', () => {
    for (const h of [
      '169.254.169.254',
      '2852039166',
      '0xa9fea9fe',
      '0251.0376.0251.0376',
      '[fd00:ec2::254]',
      'fd00:ec2::254',
      '[fd00:0ec2:0000:0000:0000:0000:0000:0254]',
      '[::ffff:169.254.169.254]',
      '[::ffff:a9fe:a9fe]',
      'metadata.google.internal',
      'metadata.goog',
      '100.100.100.200',
      '169.254.170.2',
    ])
      expect(isMetadataHost(h), h).toBe(true);
    for (const h of ['169.254.169.253', '10.0.0.1', '[fd00:ec2::253]', 'metadata.example.com', '3232235777'])
      expect(isMetadataHost(h), h).toBe(false);
  });

  it('classifies URLs at those hosts as the metadata service, brackets and all', () => {
    expect(classifyHost('http://2852039166/latest/meta-data/')).toBe('metadata');
    expect(classifyHost('http://[fd00:ec2::254]/latest/meta-data/')).toBe('metadata');
    expect(classifyHost('http://0xa9.0xfe.0xa9.0xfe/latest/')).toBe('metadata');
    // An IPv6 address joined into a URL without brackets (`HTTPConnection("fd00:ec2::254")`).
    expect(hostOf('http://fd00:ec2::254/latest/meta-data/')).toBe('[fd00:ec2::254]');
    expect(classifyHost('http://fd00:ec2::254/latest/meta-data/')).toBe('metadata');
    // A host with a port is not read as IPv6.
    expect(hostOf('http://example.org:8080/x')).toBe('example.org');
  });

  it('tells credential paths from placement and instance facts', () => {
    for (const u of [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/dev-role',
      'http://100.100.100.200/latest/meta-data/ram/security-credentials/role',
      'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
      'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=x',
      'http://169.254.170.2/v2/credentials/abc',
      'http://169.254.170.2${AWS_CONTAINER_CREDENTIALS_RELATIVE_URI}',
    ])
      expect(isMetadataCredentialUrl(u), u).toBe(true);
    for (const u of [
      'http://169.254.169.254/latest/meta-data/placement/region',
      'http://169.254.169.254/latest/meta-data/instance-type',
      'http://169.254.169.254/latest/api/token',
      'http://metadata.google.internal/computeMetadata/v1/project/project-id',
    ])
      expect(isMetadataCredentialUrl(u), u).toBe(false);
  });
});
