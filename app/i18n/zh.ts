// Chinese is the default language; en.ts must have exactly these keys (`satisfies`). The
// dictionary is kept in parts (zh/*.ts) so a page downloads only the parts it shows (messages.ts).
import { zhCommon } from "./zh/common";
import { zhHome } from "./zh/home";
import { zhLibrary } from "./zh/library";
import { zhDetail } from "./zh/detail";
import { zhCompare } from "./zh/compare";
import { zhPlatforms } from "./zh/platforms";
import { zhApiDocs } from "./zh/api-docs";
import { zhAbout } from "./zh/about";
import { zhWritten } from "./zh/written";

export const zh = {
  ...zhCommon,
  ...zhHome,
  ...zhLibrary,
  ...zhDetail,
  ...zhCompare,
  ...zhPlatforms,
  ...zhApiDocs,
  ...zhAbout,
  ...zhWritten,
};

export type Messages = { [K in keyof typeof zh]: Widen<(typeof zh)[K]> };
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
