import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-O3KXDEVA.js";
import "./chunk-UZZ7ZWD5.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-WRR5D2F6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-NXLQHXHM.js";
import "./chunk-FK5CUKUF.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-AG62NFEX.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2ZIQP3LZ.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
