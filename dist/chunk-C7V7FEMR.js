import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-SOHCP34B.js";
import "./chunk-72HD46PO.js";
import "./chunk-WLH4CG4E.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-KRWQOC6N.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-J4BULOPV.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-NCRMVIV2.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-R4CANZL5.js";
import "./chunk-TZ4ZQPYH.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-RNGM5I7R.js";
import "./chunk-3S3ESJUR.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
