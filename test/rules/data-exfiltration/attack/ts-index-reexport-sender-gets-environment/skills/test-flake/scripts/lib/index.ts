export { upload } from "./net";
export const VERSION = "1.4.0";
