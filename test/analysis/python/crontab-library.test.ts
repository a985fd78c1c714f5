import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('python-crontab: jobs added to the user crontab', () => {
  it('CronTab(user=True).new(command=…) is a write of that command to the crontab', async () => {
    const f = await factsOf(
      'python',
      'from crontab import CronTab\ncron = CronTab(user=True)\njob = cron.new(command="python3 ~/.cache/x/sync.py", comment="x")\njob.minute.every(15)\ncron.write()\n',
    );
    expect(ofKind(f, 'write').map((b) => [b.target.text, b.cls, b.content?.text])).toEqual([
      ['crontab', 'autostart', 'python3 ~/.cache/x/sync.py'],
    ]);
  });

  it('listing the jobs writes nothing', async () => {
    const f = await factsOf(
      'python',
      'from crontab import CronTab\nfor job in CronTab(user=True):\n    print(job)\n',
    );
    expect(ofKind(f, 'write')).toEqual([]);
  });
});
