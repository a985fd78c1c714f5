import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-XVBVCR7S.js";
import "./chunk-K2PMLYE4.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-KTKNWSO6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-UG2YTQAM.js";
import "./chunk-QJ2CMKN7.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-PQIS4VKF.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2NK2E4SF.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
