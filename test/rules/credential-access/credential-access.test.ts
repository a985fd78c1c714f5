import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('credential-access', () => {
  it('names the file of the closure that sends data out', async () => {
    const r = await scanCase('credential-access', 'attack/secret-read-and-upload-in-other-file');
    expect(messageAt(r, 'skills/a/scripts/collect.sh:2:5')).toMatch(
      /skills\/a\/references\/upload\.md uploads \/tmp\/c\.txt, which skills\/a\/scripts\/collect\.sh fills/,
    );
  });

  it('reports one line once, naming every store it reads', async () => {
    const r = await scanCase('credential-access', 'attack/one-line-reads-three-stores');
    expect(r.findings.filter((f) => f.ruleId === 'credential-access')).toHaveLength(1);
    expect(messageAt(r, 'skills/laptop-move/scripts/pack.sh:2:44')).toMatch(
      /reads SSH private keys .*\(the line also reads cloud credentials, the Kubernetes config\)$/,
    );
  });

  it("pairs a read with its plugin's hooks, not with another plugin's notifier", async () => {
    const hook = await scanCase('credential-access', 'attack/key-read-while-the-plugins-hook-posts-out');
    expect(messageAt(hook, 'skills/key-backup/scripts/pack.sh:4:55')).toMatch(
      /hooks\/sync\.sh also sends data to discord\.com .*so the secret has a way out/,
    );
    const other = await scanCase(
      'credential-access',
      'benign/another-plugins-notifier-beside-a-session-migration',
    );
    expect(
      other.findings.filter((f) => f.ruleId === 'credential-access').map((f) => f.location.region?.startLine),
      // Lines 16 and 17 read the same stores as 10 and 13: one finding per store, the later reads related.
    ).toEqual([10, 13]);
    expect(messageAt(other, 'plugins/ops/skills/move-project/scripts/move-sessions.sh:13:20')).not.toMatch(
      /telegram|way out/,
    );
  });
});
