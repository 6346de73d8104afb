import { Link } from "react-router";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { CpuRef } from "#catalogue/types";

export function cpuPath(cpu: CpuRef, locale: Locale): string {
  return pageHref("cpu", cpu, locale);
}

export function CpuLink({ cpu, locale, children }: { cpu: CpuRef; locale: Locale; children: React.ReactNode }) {
  return <Link to={cpuPath(cpu, locale)}>{children}</Link>;
}
