exports.isDropper = (text) => /curl[^|]{0,200}\|\s*(ba)?sh/.test(text);
