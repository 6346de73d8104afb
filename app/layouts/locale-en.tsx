// The pathless layout around every en page: it registers the en dictionary (app/i18n/messages.ts).
import { Outlet } from "react-router";
import { en } from "../i18n/en";
import { registerMessages } from "../i18n/messages";

registerMessages("en", en);

export default function EnLocale() {
  return <Outlet />;
}
