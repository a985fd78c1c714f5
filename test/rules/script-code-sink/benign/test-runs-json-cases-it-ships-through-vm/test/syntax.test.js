const vm = require('vm');
const samples = require('./cases/samples.json');
describe('samples evaluate', () => {
  for (const s of samples) it(s.name, () => vm.runInNewContext(s.code, {}));
});
