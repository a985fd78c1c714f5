import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-2JONMMK2.js";
import "./chunk-Q5OVYNY3.js";
import "./chunk-CG4E2SOC.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-JBUDTI4C.js";
import "./chunk-WLN7KFCN.js";
import "./chunk-3US34MEJ.js";
import "./chunk-TDN2XPU6.js";
import "./chunk-44TY65P7.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-VOK7YMMP.js";
import "./chunk-YCPENOHY.js";
import "./chunk-5LD7AV6Y.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-UCBEUXN4.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-XCZB7PKZ.js";
import "./chunk-Z4YYEIIX.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
