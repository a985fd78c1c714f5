import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
} from "./chunk-NULVNTWV.js";
import "./chunk-CULT64DO.js";
import "./chunk-EZYHX52F.js";
import "./chunk-JHISPSNT.js";
import "./chunk-23A3DK27.js";
import "./chunk-GCAMC5N5.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-PW4RGFMK.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
};
