import { describe, expect, it } from 'vitest';
import { secretOf } from '../../src/analysis/paths.js';

describe('pod service-account tokens are credentials', () => {
  it('names the token Kubernetes mounts, and the web-identity tokens beside it', () => {
    for (const p of [
      '/var/run/secrets/kubernetes.io/serviceaccount/token',
      '/run/secrets/kubernetes.io/serviceaccount/token',
      '/var/run/secrets/eks.amazonaws.com/serviceaccount/token',
      '/var/run/secrets/azure/tokens/azure-identity-token',
    ])
      expect(secretOf(p)?.cls, p).toBe('service-account-token');
  });

  it('leaves the namespace and the CA certificate beside it alone', () => {
    expect(secretOf('/var/run/secrets/kubernetes.io/serviceaccount/namespace')).toBeUndefined();
    expect(secretOf('/var/run/secrets/kubernetes.io/serviceaccount/ca.crt')).toBeUndefined();
  });
});
