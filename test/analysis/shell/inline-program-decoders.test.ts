import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** One-line programs whose output is decoded text (src/analysis/code/shell/handlers/inline-decoders.ts). */
describe('one-line programs that decode what they print', () => {
  it.each([
    ['perl -e \'my $b = pack("H*", <STDIN>); print $b ^ "k" x length $b\' < data/x.hex | sh', 'xor'],
    ['ruby -e \'print File.read("data/x.txt").unpack1("m")\' | bash', 'other'],
    ["python3 -c \"import codecs; print(codecs.decode(open('data/x.txt').read(), 'rot13'))\" | sh", 'other'],
    ['node -e "console.log(String.fromCharCode(...require(\'./data/codes.json\')))" | sh', 'other'],
  ])('%s: the shell runs decoded code', async (line, scheme) => {
    const f = await factsOf('shell', `${line}\n`);
    expect(ofKind(f, 'decode').map((b) => b.scheme)).toContain(scheme);
    expect(ofKind(f, 'execute').some((b) => b.code.taints.includes('decoded'))).toBe(true);
  });

  it('regex anchors and character classes are not XOR, and a plain filter decodes nothing', async () => {
    const f = await factsOf(
      'shell',
      "perl -ne 'print if /^[^#]/' steps.txt | sh\nruby -e 'puts ARGF.each_line.reject { |l| l =~ /^#/ }' cmds | bash\n",
    );
    expect(ofKind(f, 'decode')).toEqual([]);
  });
});
