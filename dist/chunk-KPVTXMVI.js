import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-4JYOEDYN.js";
import "./chunk-SGRCWH7P.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-JGQ5OV72.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-BZ2T3QNC.js";
import "./chunk-FGM7PJSE.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-BLGMGOYD.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2MNMLVIZ.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
