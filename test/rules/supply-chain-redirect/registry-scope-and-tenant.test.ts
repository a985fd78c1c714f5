import { describe, expect, it } from 'vitest';
import { placeholderTenant } from '../../../src/rules/support/package-hosts.js';
import { findPackageSources } from '../../../src/rules/support/package-sources.js';

/**
 * What a registry redirect is bound to (src/rules/support/package-sources.ts): the npm scope it serves, whether
 * it is one command's flag or an added index, and the placeholder tenant of a hosted private-registry service.
 */
const redirect = (text: string) => {
  const h = findPackageSources(text).find((x) => x.kind === 'registry-redirect');
  return h && { scope: h.scope, perCommand: h.perCommand, extra: h.extra, tenant: h.tenant };
};

describe('registry redirect bindings', () => {
  it('read the npmScopes entry a .yarnrc.yml registry sits under', () => {
    const yaml = [
      'npmScopes:',
      '  myorg:',
      '    npmAlwaysAuth: true',
      '    npmRegistryServer: "https://npm.pkg.github.com"',
    ];
    expect(redirect(yaml.join('\n'))?.scope).toBe('@myorg');
    expect(
      redirect(
        ['npmScopes:', '  "@acme-ui":', '    npmRegistryServer: https://npm.pkg.github.com'].join('\n'),
      )?.scope,
    ).toBe('@acme-ui');
    // Top level, or under any other key: the whole registry moves.
    expect(
      redirect('nodeLinker: pnp\nnpmRegistryServer: "https://npm.pkg.github.com"')?.scope,
    ).toBeUndefined();
    expect(
      redirect('other:\n  myorg:\n    npmRegistryServer: https://npm.pkg.github.com')?.scope,
    ).toBeUndefined();
  });

  it('bind `--scope` to a login wherever it stands on the command, never to an install', () => {
    expect(
      redirect('npm login --registry=https://npm.pkg.github.com --scope=@myorg\nnpm publish')?.scope,
    ).toBe('@myorg');
    expect(
      redirect('npm login --registry=https://npm.pkg.github.com\nnpm publish --scope=@myorg')?.scope,
    ).toBeUndefined();
    expect(
      redirect('npm install @myorg/ui --scope=@myorg --registry=https://npm.pkg.github.com')?.scope,
    ).toBeUndefined();
  });

  it('tell one command from a setting, and an added index from a replaced one', () => {
    expect(
      redirect('pip install x --index-url https://pkgs.dev.azure.com/contoso/_packaging/f/pypi/simple/'),
    ).toEqual({
      scope: undefined,
      perCommand: true,
      extra: undefined,
      tenant: 'contoso',
    });
    expect(redirect('pip install x --extra-index-url https://pkgs.relay.net/simple')?.extra).toBe(true);
    expect(redirect('[global]\nindex-url = https://pkgs.relay.net/simple')?.perCommand).toBeUndefined();
    expect(redirect('export PIP_INDEX_URL=https://pkgs.relay.net/simple')?.perCommand).toBeUndefined();
    // An option line continues a command only after a backslash; in a requirements file it is a setting.
    expect(redirect('pip install \\\n  --index-url https://pkgs.relay.net/simple x')?.perCommand).toBe(true);
    expect(
      redirect('--index-url https://pkgs.relay.net/simple\nrequests==2.32.3')?.perCommand,
    ).toBeUndefined();
  });
});

describe('placeholder tenants of private-registry services', () => {
  it('name the placeholder owner on a known service', () => {
    expect(placeholderTenant('https://us-central1-python.pkg.dev/my-project/my-repo/simple/')).toBe(
      'my-project',
    );
    expect(placeholderTenant('https://europe-npm.pkg.dev/PROJECT_ID/npm/')).toBe('PROJECT_ID');
    expect(placeholderTenant('https://pkgs.dev.azure.com/<org>/_packaging/<feed>/npm/registry/')).toBe(
      '<org>',
    );
    expect(placeholderTenant('https://your-org.pkgs.visualstudio.com/_packaging/feed/pypi/simple/')).toBe(
      'your-org',
    );
    expect(
      placeholderTenant(
        'https://my-domain-111122223333.d.codeartifact.us-west-2.amazonaws.com/pypi/r/simple/',
      ),
    ).toBe('my-domain-111122223333');
    expect(placeholderTenant('https://mycompany.jfrog.io/artifactory/api/pypi/pypi/simple')).toBe(
      'mycompany',
    );
    expect(placeholderTenant('https://npm.pkg.github.com/OWNER_NAME')).toBe('OWNER_NAME');
    expect(placeholderTenant('https://pkgs.dev.azure.com/ACME/_packaging/f/pypi/simple/')).toBe('ACME');
    expect(placeholderTenant('https://pypi.fury.io/${FURY_ACCOUNT}/')).toBe('${FURY_ACCOUNT}');
    expect(placeholderTenant('https://token:x@dl.cloudsmith.io/basic/your-org/repo/python/simple/')).toBe(
      'your-org',
    );
  });

  it('stay silent for a named owner, and for any other host however its name reads', () => {
    expect(placeholderTenant('https://europe-npm.pkg.dev/vectorly-cloud/npm/')).toBeUndefined();
    expect(placeholderTenant('https://mysql.jfrog.io/artifactory/api/pypi/pypi/simple')).toBeUndefined();
    expect(placeholderTenant('https://my-repo.pkgs-relay.net/simple/')).toBeUndefined();
    expect(placeholderTenant('https://pkgs-relay.net/my-project/my-repo/simple/')).toBeUndefined();
    expect(placeholderTenant('https://my-project.pkg.dev.relay.net/x/simple/')).toBeUndefined();
    expect(placeholderTenant('https://npm.pkg.github.com')).toBeUndefined();
  });
});
