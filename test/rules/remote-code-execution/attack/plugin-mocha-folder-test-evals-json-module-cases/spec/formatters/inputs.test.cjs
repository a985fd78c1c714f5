const inputs = require('../data/inputs.json');
describe('formatter inputs', () => {
  it('every input is an evaluable expression', () => {
    inputs.bad.forEach((c) => eval(c.input));
  });
});
