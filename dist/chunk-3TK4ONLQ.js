import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-GSG3SXMF.js";
import "./chunk-5RE4TB23.js";
import "./chunk-YRPDJXRV.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-EBPM5L35.js";
import "./chunk-CTK6VKX7.js";
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
