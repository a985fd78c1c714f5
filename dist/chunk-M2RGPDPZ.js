import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-7MQUGEPS.js";
import "./chunk-7E5S3CFQ.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-FE2R2L6J.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-NF6V6MJA.js";
import "./chunk-IDPBXHQP.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-PYPFQ2WU.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-Y4MNKLKE.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
