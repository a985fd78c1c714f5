import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-KXU2LCQM.js";
import "./chunk-F4KQZRUE.js";
import "./chunk-YWKA2ZH4.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-WTW2KTBP.js";
import "./chunk-AR3EFM6D.js";
import "./chunk-TPKX7CLX.js";
import "./chunk-QJCJW5IY.js";
import "./chunk-FQW4SH6M.js";
import "./chunk-GCAMC5N5.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-PCOSR344.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QLNGJ2XZ.js";
import "./chunk-GHHF6G45.js";
import "./chunk-22XK4JPB.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
