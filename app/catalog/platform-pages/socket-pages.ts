// The socket pages of each catalogue `socket` value (LGA1151 has two platforms), for links
// from the library's socket facet; built on the server so the platform data stays off the client.
import { PLATFORMS } from "../platforms";
import type { PlatformRef } from "./types";

export type SocketPages = Record<string, Pick<PlatformRef, "slug" | "nameZh" | "nameEn">[]>;

export const SOCKET_PAGES: SocketPages = PLATFORMS.reduce<SocketPages>((pages, p) => {
  (pages[p.socket] ??= []).push({ slug: p.slug, nameZh: p.nameZh, nameEn: p.nameEn });
  return pages;
}, {});
