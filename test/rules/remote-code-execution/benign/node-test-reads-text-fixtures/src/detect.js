module.exports = (s) => /curl[^|]*\|\s*(ba)?sh/.test(s);
