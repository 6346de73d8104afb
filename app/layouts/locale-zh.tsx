// The pathless layout around every zh page: it registers the zh dictionary (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { zh } from "../i18n/zh";
import { registerMessages } from "../i18n/messages";

registerMessages("zh", zh);

export default function ZhLocale() {
  return <Outlet />;
}
