import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
} from "./chunk-WTW2KTBP.js";
import "./chunk-AR3EFM6D.js";
import "./chunk-TPKX7CLX.js";
import "./chunk-QJCJW5IY.js";
import "./chunk-FQW4SH6M.js";
import "./chunk-GCAMC5N5.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QLNGJ2XZ.js";
import "./chunk-GHHF6G45.js";
import "./chunk-22XK4JPB.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
};
