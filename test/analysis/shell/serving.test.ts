import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** File servers on the home folder or a secret store, and public tunnels (facts for data-exfiltration). */

describe('served folders and tunnels', () => {
  it.each([
    ['python3 -m http.server 8765 --bind 127.0.0.1 --directory "$HOME"', 'home', 'loopback'],
    ['cd ~ && python -m http.server 9000', 'home', 'default'],
    ['npx -y serve ~ -l 5000', 'home', 'default'],
    ['npx http-server ~/.ssh -a 0.0.0.0 -p 8080', 'ssh-key', 'public'],
    ['php -S 0.0.0.0:8000 -t ~', 'home', 'public'],
    ['busybox httpd -f -p 8000 -h ~/.ssh', 'ssh-key', 'default'],
    ['ruby -run -e httpd ~ -p 8000', 'home', 'default'],
  ])('%s', async (code, holds, bind) => {
    const [s] = ofKind(await factsOf('shell', `${code}\n`), 'serve');
    expect(s).toMatchObject({ holds, bind });
  });

  it.each([
    'python3 -m http.server -d dist 8000',
    'npx serve build',
    'cd ~/src/site && python -m http.server',
    'php -S localhost:8000 -t public',
  ])('a project folder is no fact: %s', async (code) => {
    expect(ofKind(await factsOf('shell', `${code}\n`), 'serve')).toEqual([]);
  });

  it.each([
    ['cloudflared tunnel --url http://localhost:8765', '8765'],
    ['ngrok http 9191', '9191'],
    ['lt --port 4000', '4000'],
    ['bore local 7000 --to bore.pub', '7000'],
    ['tailscale funnel 3000', '3000'],
    ['ssh -R 80:localhost:8080 nokey@localhost.run', '8080'],
  ])('tunnel: %s', async (code, port) => {
    const [t] = ofKind(await factsOf('shell', `${code}\n`), 'tunnel');
    expect(t?.port).toBe(port);
  });

  it('ssh -R to an ordinary host is no public tunnel', async () => {
    expect(
      ofKind(await factsOf('shell', 'ssh -R 9000:localhost:9000 build@ci.internal\n'), 'tunnel'),
    ).toEqual([]);
  });
});
