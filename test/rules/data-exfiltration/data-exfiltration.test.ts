import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('data-exfiltration', () => {
  it('names the file of the closure that staged the secret it sends', async () => {
    const r = await scanCase('data-exfiltration', 'attack/upload-of-secret-read-in-other-file');
    expect(messageAt(r, 'skills/a/references/upload.md:2:1')).toMatch(
      /cloud credentials staged in \/tmp\/c\.txt by skills\/a\/scripts\/collect\.sh/,
    );
  });
});
