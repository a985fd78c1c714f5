import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-BSG5X3GR.js";
import "./chunk-RPVFALGQ.js";
import "./chunk-3RLO3UPJ.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-L2HVK3PH.js";
import "./chunk-GMLMOW47.js";
import "./chunk-YVDDDA22.js";
import "./chunk-PGN2EV6X.js";
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
import "./chunk-QHFP6GOV.js";
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
