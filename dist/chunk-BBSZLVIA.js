import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-AQXURBU5.js";
import "./chunk-W735R5NG.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-I7R3HZD6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-OPZEWEIW.js";
import "./chunk-VRDYMEOS.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-C2TEFMDB.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-7FLFWPMF.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
