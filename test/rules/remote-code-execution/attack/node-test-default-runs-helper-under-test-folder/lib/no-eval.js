export const noEval = (src) => !/\beval\s*\(/.test(src);
