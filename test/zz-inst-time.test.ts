import { it } from 'vitest';
import { factsOf } from './support/code.js';
it('t', async () => {
  const cases = [
    `#!/usr/bin/env ruby\n${'x = File.join(Dir.home, ENV["A_TOKEN"], ('.repeat(3000)}\n`,
    `#!/usr/bin/env ruby\n${'Net::HTTP.post_form(URI(u), "k" => ENV["X_TOKEN"]) + '.repeat(4000)}`,
    `#!/usr/bin/env ruby\n${'a = b\n'.repeat(30000)}${'<<EOS\n'.repeat(2000)}`,
  ];
  for (const code of cases) { await factsOf('scripting', code); const t = Date.now(); await factsOf('scripting', code); console.log('ms', Date.now() - t); }
});
