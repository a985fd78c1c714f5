module.exports = { enabled: false };
