import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-YPOQOXQR.js";
import "./chunk-IM2B6O2D.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-KTKNWSO6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-UG2YTQAM.js";
import "./chunk-QJ2CMKN7.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-MIT3H5K2.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2NK2E4SF.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
