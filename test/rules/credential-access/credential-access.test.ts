import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('credential-access', () => {
  it('names the file of the closure that sends data out', async () => {
    const r = await scanCase('credential-access', 'attack/secret-read-and-upload-in-other-file');
    expect(messageAt(r, 'skills/a/scripts/collect.sh:2:5')).toMatch(
      /skills\/a\/references\/upload\.md uploads \/tmp\/c\.txt, which skills\/a\/scripts\/collect\.sh fills/,
    );
  });
});
