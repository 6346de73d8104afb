// The en dictionary, in parts like zh.ts (en/*.ts), each checked against zh's keys.
import type { Messages } from "./zh";
import { enCommon } from "./en/common";
import { enHome } from "./en/home";
import { enLibrary } from "./en/library";
import { enDetail } from "./en/detail";
import { enCompare } from "./en/compare";
import { enPlatforms } from "./en/platforms";
import { enApiDocs } from "./en/api-docs";
import { enAbout } from "./en/about";
import { enWritten } from "./en/written";

export const en = {
  ...enCommon,
  ...enHome,
  ...enLibrary,
  ...enDetail,
  ...enCompare,
  ...enPlatforms,
  ...enApiDocs,
  ...enAbout,
  ...enWritten,
} satisfies Messages;
