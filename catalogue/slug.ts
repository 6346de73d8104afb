// Canonical processor ids: a lowercase slug of the model name without the vendor
// ("Ryzen 7 7800X3D" -> "ryzen-7-7800x3d"). The same rule slugs imported names, so an
// import enriches the seed's processor instead of adding a twin.
export const CPU_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CPU_ID_MAX_LENGTH = 64;

export function isValidCpuId(id: string): boolean {
  return id.length <= CPU_ID_MAX_LENGTH && CPU_ID_PATTERN.test(id);
}

export function slugifyModel(name: string): string {
  // Trademark signs go before NFKD, which would turn ™ into "TM".
  return name
    .replace(/[™®©‡†*]/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u200b-\u200d\ufeff]/g, "")
    .replace(/\+/g, " plus ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
