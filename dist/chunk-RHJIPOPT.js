import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-E4AV35JJ.js";
import "./chunk-YATYZTAS.js";
import "./chunk-ZB7CGUG2.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-BIHKNJYW.js";
import "./chunk-MVDZNATB.js";
import "./chunk-VOK7YMMP.js";
import "./chunk-YCPENOHY.js";
import "./chunk-NBERQLFS.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-2M25BZNM.js";
import "./chunk-UZ3GRMXP.js";
import "./chunk-HXBW53T4.js";
import "./chunk-DO3MTNSE.js";
import "./chunk-A2X7RIIT.js";
import "./chunk-HQBOLVNJ.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
