import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-ALY5ADPU.js";
import "./chunk-RHSNHSEB.js";
import "./chunk-PUBZET6Q.js";
import "./chunk-NYUSQL42.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-V2EWU6SD.js";
import "./chunk-NF35PDSK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-O6FPQ4WY.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-QP43VLJ6.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
