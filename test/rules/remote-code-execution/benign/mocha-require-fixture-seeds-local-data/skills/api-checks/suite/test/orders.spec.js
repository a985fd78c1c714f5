it('lists orders', () => {});
