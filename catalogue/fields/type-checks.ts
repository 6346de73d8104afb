// Compile-time proofs that the type checker finds a field's missing label or formatter:
// each @ts-expect-error fails the typecheck if the line below it ever stops being an error.
import type { FieldSpec, FormatId } from "./processor-fields";

const labelMustExist = {
  // @ts-expect-error a label key that neither dictionary has
  spec: { group: "cores", label: "noSuchLabel", format: "integer" },
} satisfies Pick<FieldSpec, "spec">;

const formatMustExist = {
  // @ts-expect-error a formatter id that spec-sheet.ts does not implement
  spec: { group: "cores", label: "cores", format: "noSuchFormat" },
} satisfies Pick<FieldSpec, "spec">;

// @ts-expect-error every formatter id needs an implementation (spec-sheet.ts's FORMATTERS has this type)
const everyFormatImplemented: Record<FormatId, () => string> = { text: () => "" };
void [labelMustExist, formatMustExist, everyFormatImplemented];
