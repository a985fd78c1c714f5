import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-7MLNJ7SL.js";
import "./chunk-Q7MSA24H.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-M7B3O5GM.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-4XRUB6IX.js";
import "./chunk-UCEF6S4R.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-YZ4R3NJI.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-WNX7SC2F.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
