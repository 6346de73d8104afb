import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { PendingIndicator } from "../components/pending-indicator";

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PendingIndicator />
      <Header />
      <main id="main" className="page">
        {children}
      </main>
      <Footer />
    </>
  );
}
