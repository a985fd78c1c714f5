import { describe, expect, it } from 'vitest';
import { nixRemoteImports } from '../../../src/analysis/build-nix.js';
import { LineMap } from '../../../src/analysis/lines.js';
import { factsOf, ofKind } from '../../support/code.js';

/** Version-manager plugins and Nix expressions fetched by URL (src/analysis/code/shell/handlers/remote-configs.ts, build-nix.ts). */

const runsDownload = async (code: string) => {
  const f = await factsOf('shell', code);
  return ofKind(f, 'execute').filter((b) => b.code.taints.includes('download')).length > 0;
};

describe('asdf and mise plugins from a git URL', () => {
  it('a plugin repository on a host of its own is code the manager runs', async () => {
    expect(await runsDownload('asdf plugin add lint https://git.toolsmiths-lab.net/asdf-lint.git\n')).toBe(
      true,
    );
    expect(await runsDownload('asdf plugin-add lint https://git.toolsmiths-lab.net/asdf-lint.git\n')).toBe(
      true,
    );
    expect(await runsDownload('mise plugins install lint git@git.toolsmiths-lab.net:t/asdf-lint.git\n')).toBe(
      true,
    );
  });

  it('the index (no URL) and a forge are the ordinary sources', async () => {
    expect(await runsDownload('asdf plugin add nodejs\nasdf install\n')).toBe(false);
    expect(await runsDownload('asdf plugin add nodejs https://github.com/asdf-vm/asdf-nodejs.git\n')).toBe(
      false,
    );
    expect(await runsDownload('asdf plugin list\nmise plugins ls\n')).toBe(false);
  });
});

describe('Nix expressions fetched by URL', () => {
  it('nix-shell / nix develop of a URL on a host of its own', async () => {
    expect(await runsDownload('nix-shell https://env.toolsmiths-lab.net/dev.tar.gz\n')).toBe(true);
    expect(await runsDownload('nix develop git+https://env.toolsmiths-lab.net/dev.git\n')).toBe(true);
    expect(await runsDownload('nix develop github:NixOS/templates\nnix-shell -p jq\n')).toBe(false);
    expect(await runsDownload('nix flake update https://env.toolsmiths-lab.net/x\n')).toBe(false);
  });

  it('an unpinned import of fetchTarball or fetchGit, with bound URLs; pinned ones are not', () => {
    const text = [
      'let',
      '  base = "https://env.toolsmiths-lab.net";',
      '  a = import (builtins.fetchTarball "${base}/a.tar.gz") { };',
      '  b = import (fetchGit { url = "https://env.toolsmiths-lab.net/b.git"; ref = "main"; });',
      '  c = import (fetchTarball { url = "https://env.toolsmiths-lab.net/c.tar.gz"; sha256 = "0abc"; }) { };',
      '  d = fetchTarball "https://env.toolsmiths-lab.net/d.tar.gz";',
      'in a',
    ].join('\n');
    const units = nixRemoteImports(text, new LineMap(text));
    expect(units.map((u) => [u.text, u.region?.startLine])).toEqual([
      ["nix-shell 'https://env.toolsmiths-lab.net/a.tar.gz'", 3],
      ["nix-shell 'https://env.toolsmiths-lab.net/b.git'", 4],
    ]);
  });
});
