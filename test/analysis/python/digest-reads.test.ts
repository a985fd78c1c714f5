import { describe, expect, it } from 'vitest';
import { metadataOnlySql } from '../../../src/analysis/code/python/digest-reads.js';
import { factsOf, ofKind } from '../../support/code.js';

describe('reads that keep no secret of the store', () => {
  it('marks a handle used only to feed a digest, and not one read again', async () => {
    const hashed = await factsOf(
      'python',
      'import hashlib\nwith open("/etc/shadow", "rb") as f:\n    d = hashlib.sha256(f.read()).hexdigest()\n',
    );
    expect(ofKind(hashed, 'read').map((r) => r.only)).toEqual(['digest']);
    const kept = await factsOf(
      'python',
      'import hashlib\nwith open("/etc/shadow", "rb") as f:\n    d = hashlib.sha256(f.read())\n    print(f.read())\n',
    );
    expect(ofKind(kept, 'read').map((r) => r.only)).toEqual([undefined]);
    const chunks = await factsOf(
      'python',
      'import hashlib\nh = hashlib.sha256()\nwith open("/etc/shadow", "rb") as f:\n    h.update(f.read())\n',
    );
    expect(ofKind(chunks, 'read').map((r) => r.only)).toEqual(['digest']);
    const inline = await factsOf(
      'python',
      'import hashlib\nhashlib.md5(open("/etc/gshadow", "rb").read())\n',
    );
    expect(ofKind(inline, 'read').map((r) => r.only)).toEqual(['digest']);
  });

  it('reads cookie metadata only when no query selects a secret column', () => {
    expect(metadataOnlySql('c.execute("SELECT host_key, name, path FROM cookies")')).toBe(true);
    expect(metadataOnlySql('c.execute("SELECT * FROM cookies")')).toBe(false);
    expect(metadataOnlySql('c.execute("SELECT host_key, encrypted_value FROM cookies")')).toBe(false);
    expect(metadataOnlySql('c.execute(f"SELECT {cols} FROM moz_cookies")')).toBe(false);
    expect(metadataOnlySql('c.execute("SELECT u.url, c.value FROM urls u JOIN cookies c")')).toBe(false);
    expect(metadataOnlySql('c.execute("SELECT url, title FROM urls")')).toBe(false);
    expect(metadataOnlySql('q = "SELECT host_key FROM cookies"\nconn.iterdump()')).toBe(false);
  });
});
