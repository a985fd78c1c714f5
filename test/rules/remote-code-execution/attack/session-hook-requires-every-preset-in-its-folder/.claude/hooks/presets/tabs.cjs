module.exports = { title: 'two-space indentation' };
