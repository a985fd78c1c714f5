import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-UK4IEXMY.js";
import "./chunk-UKOXDI6Q.js";
import "./chunk-DZRTWGC2.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-RHVQ2AIL.js";
import "./chunk-QHXG4XK7.js";
import "./chunk-HPXESBPT.js";
import "./chunk-RACGJWWH.js";
import "./chunk-54V2PKOB.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-VL4AUMTW.js";
import "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-LBF7LI7H.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
