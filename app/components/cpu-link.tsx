import { Link } from "react-router";
import type { Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import type { CpuRef } from "#catalogue/types";

export function cpuPath(cpu: CpuRef, locale: Locale): string {
  return localizePath(`/cpu/${cpu.vendor}/${cpu.id}`, locale);
}

export function CpuLink({ cpu, locale, children }: { cpu: CpuRef; locale: Locale; children: React.ReactNode }) {
  return <Link to={cpuPath(cpu, locale)}>{children}</Link>;
}
