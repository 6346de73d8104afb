// The shape of the authored platform files in data/platforms/*.json (see its README):
// sockets, the processor generations each takes, and the chipsets (or, for SoC platforms,
// the board generation) with what they support out of the box and after a BIOS update.
import { z } from "zod";
import { MEMORY_TYPES, VENDORS } from "#catalogue/fields/value-lists";
import { PCIE_VERSIONS } from "#catalogue/fields/value-lists";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Year and month ("2017-03"): vendors date chipsets to the month at best. */
const yearMonth = z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/);

/** Which catalogue processors belong to a generation: all given conditions must hold. */
const generationSchema = z.strictObject({
  id: slug,
  codenames: z.array(z.string().min(2)).min(1),
  series: z.array(z.string().min(2)).min(1).optional(),
  /** Model-name prefixes ("Core i3-") where a series splits across chipsets. */
  namePrefixes: z.array(z.string().min(2)).min(1).optional(),
  /** Launch month bounds (inclusive from, exclusive before), where a code name spans a refresh. */
  launchedFrom: yearMonth.optional(),
  launchedBefore: yearMonth.optional(),
});

const biosUpdateSchema = z.strictObject({
  generations: z.array(slug).min(1),
  /** When the update became available, where the vendor announced it. */
  since: yearMonth.optional(),
  /** Board makers who shipped it, where not all did. */
  vendors: z.array(z.string().min(2)).min(1).optional(),
  /** The platform's vendor leaves the update to each board maker: check the board's CPU support list. */
  boardVendorDiscretion: z.boolean().optional(),
});

/**
 * Generations board makers run on a chipset that the platform vendor's chipset specification
 * does not list (Xeon E5 v3/v4 on X99 boards): shown as board-maker support, with its sources,
 * never as the vendor's spec. Each board's CPU support list decides.
 */
const boardMakerSupportSchema = z.strictObject({
  generations: z.array(slug).min(1),
  sources: z.array(z.url()).min(1),
});

const chipsetSchema = z.strictObject({
  slug,
  /** The model name, the same in Chinese and English ("B650", "Z790"). */
  name: z.string().min(2),
  /** A platform without a chipset (the processor is a system on chip): the entry stands for its boards. */
  soc: z.boolean().optional(),
  launch: yearMonth,
  supports: z.array(slug).min(1),
  /** In the order the updates came: a later entry's BIOS takes the earlier entries' generations too. */
  biosUpdate: z.array(biosUpdateSchema).optional(),
  boardMakerSupport: z.array(boardMakerSupportSchema).optional(),
  /** Only where the chipset limits the socket's memory; otherwise the platform's types apply. */
  memoryTypes: z.array(z.enum(MEMORY_TYPES)).min(1).optional(),
  pcie: z
    .strictObject({
      /** The highest generation the boards run the processor's own lanes at. */
      cpu: z.enum(PCIE_VERSIONS).optional(),
      chipset: z.enum(PCIE_VERSIONS).optional(),
      chipsetLanes: z.number().int().positive().optional(),
    })
    .optional(),
  overclock: z.strictObject({ cpu: z.boolean().optional(), memory: z.boolean().optional() }).optional(),
  sourceUrl: z.url(),
});

const platformSchema = z.strictObject({
  /** URL slug of the socket page ("am5", "lga1151-v2"). */
  slug,
  /** The catalogue's `socket` value. Two platforms may share one (LGA1151, LGA4189). */
  socket: z.string().min(2),
  launch: yearMonth,
  nameZh: z.string().min(2),
  nameEn: z.string().min(2),
  memoryTypes: z.array(z.enum(MEMORY_TYPES)).min(1),
  sources: z.array(z.url()).min(1),
  generations: z.array(generationSchema).min(1),
  /** Empty where we have not authored the chipsets yet: support is then unknown, not denied. */
  chipsets: z.array(chipsetSchema),
});

export const platformFileSchema = z.strictObject({
  vendor: z.enum(VENDORS),
  platforms: z.array(platformSchema).min(1),
});

export type Generation = z.infer<typeof generationSchema>;
export type BiosUpdate = z.infer<typeof biosUpdateSchema>;
export type BoardMakerSupport = z.infer<typeof boardMakerSupportSchema>;
export type Chipset = z.infer<typeof chipsetSchema>;
export type PlatformData = z.infer<typeof platformSchema>;
