import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-UIMCGRXK.js";
import "./chunk-JYJ7CS5A.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-3SKRPMVO.js";
import "./chunk-UTJ6NPW6.js";
import "./chunk-LANDCZWW.js";
import "./chunk-IXAHU7TI.js";
import "./chunk-V2NZK3EY.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-NORRVPTB.js";
import "./chunk-BUQZHG5H.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ELOLT543.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
