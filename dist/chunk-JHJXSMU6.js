import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-YQWPWD32.js";
import "./chunk-FEVCOOJ4.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-ZS2PZEM4.js";
import "./chunk-7K2GGB3U.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-7KJZXRGA.js";
import "./chunk-73SSK4GV.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-72BJ7WZG.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-7W3KZBYC.js";
import "./chunk-LYCIWW32.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
