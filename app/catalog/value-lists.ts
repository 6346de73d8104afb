// Value lists that the browser bundle needs too, kept free of zod so both sides import one copy.

/** PCIe generations of a processor's own lanes ("2.0": Sandy Bridge, older APUs). */
export const PCIE_VERSIONS = ["2.0", "3.0", "4.0", "5.0", "6.0"] as const;
