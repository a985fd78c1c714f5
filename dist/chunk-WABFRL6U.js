import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-HJOVNEI5.js";
import "./chunk-UKEMCGJK.js";
import "./chunk-Z26AIYMX.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-RBIPILY4.js";
import "./chunk-GGGLVVMY.js";
import "./chunk-DO2ZP7CA.js";
import "./chunk-IRR5ANBJ.js";
import "./chunk-HXBW53T4.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-VOK7YMMP.js";
import "./chunk-YCPENOHY.js";
import "./chunk-AHHQER3P.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-UCBEUXN4.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-DO3MTNSE.js";
import "./chunk-A2X7RIIT.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
