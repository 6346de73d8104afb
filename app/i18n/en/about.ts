// en strings of the methodology page (/about); app/i18n/messages.ts says how a page gets them.
import type { Messages } from "../zh";

export const enAbout = {
  coverage: {
    footerSpecs: "Specifications from AMD's and Intel's own pages.",
    footerBenchmarks: " Benchmarks: {list}.",
    suite: { geekbench6: "Geekbench 6", passmark: "PassMark", "cinebench-r23": "Cinebench R23" },
    suiteFrom: "{suite} from {source}: {processors}, {dates}",
    suiteFromMany: "{suite} from {count} reviews: {processors}, {dates}",
    processors: "{count} processors",
    processorsOne: "1 processor",
    asOf: "as of {date}",
    span: "{from} – {to}",
    listSeparator: "; ",
  },
  about: {
    title: "About Us: sources and methods — CPU Atlas",
    description:
      "CPU Atlas's sources and their dates, coverage per benchmark, power bases, low-confidence rules, and how ranks, rivals and value are worked out, all counted from the catalogue.",
    heading: "About Us: sources and methods",
    intro: "Every figure on this page is counted from the catalogue as it is: {processors}, built on {builtAt}.",
    contents: "Contents",
    sources: "Sources and dates",
    specsText:
      "Specifications are entered by hand, fact by fact, from AMD's and Intel's own specification pages; a processor announced since August 2025 whose vendor page does not yet list a figure needs two independent reputable outlets, and the vendor's announcement date is recorded. A model, figure or date that cannot be sourced stays out.",
    benchmarksText: "Every benchmark figure names its source and date. By test:",
    withheldText:
      "A Geekbench 6 entry is withheld when the thread count it reports is not the processor's (a virtual machine, cores or Hyper-Threading turned off) or its core count is higher (several sockets); fewer cores with the same threads is kept, as Geekbench counts an AMD Bulldozer module as one core. The processor's page then says so and why.",
    test: "Test",
    source: "Source",
    dates: "Dates",
    processors: "Processors",
    lowConfidence: "Low confidence",
    coverage: "Coverage by segment",
    coverageText:
      "How many processors of each segment have a figure (and what share), and the launch date of the newest with a {test} figure: newer models have none yet and cannot be ranked.",
    segment: "Segment",
    all: "All",
    newest: "Newest with a {test} figure",
    none: "none",
    share: "{count} ({pct})",
    confidence: "Confidence rules",
    fewResults:
      "Few results: an average of fewer than {count} submissions moves a lot with one outlier. Applies to: {tests}.",
    notScaling:
      "Server multi-core not scaling: a processor of the same series with fewer cores averages as much or more. Multi-socket machines and virtual machines submit these, so the average says more about the setups than the chip. Applies to: {tests}.",
    confidenceText:
      'Rankings leave low-confidence figures out unless you include them (the ladder\'s "Include low-confidence figures" switch); wherever one is shown or compared, its reason is written beside it. Now:',
    lowCount: "{test}: {fewResults} with few results, {notScaling} not scaling",
    power: "Power bases",
    powerText:
      "Power figures come on two bases that measure different things, so no percentage and no \u201cbetter\u201d is ever drawn across them:",
    powerUnderLoad:
      "under load: Intel's Maximum Turbo Power (PL2), and AMD's socket power (PPT) for its Zen processors on {sockets}, which AMD states as {ratio} × the TDP; no other power under load is worked out from a TDP",
    powerSource: "AMD's statement of {date}, as AnandTech reported it",
    powerNominal: "nominal: the TDP, Intel's Processor Base Power, a default TDP",
    powerCompare:
      "A comparison uses the power under load when every processor in it has one, else the nominal rating for all of them, and names the basis beside each figure.",
    powerLadder:
      "The per-watt ladder ranks on power under load and leaves out, and counts, the processors that have only a nominal rating; ranking all of them on the nominal rating is one switch away.",
    powerTable: "Processors of each segment by basis:",
    noPower: "No power figure",
    methods: "How ranks, rivals and value are worked out",
    rankText:
      'Rank: the place among the processors of the same segment with a figure for the chosen test, highest score first; "faster than N%" is the share of them ranked below.',
    rivalText:
      "Rival: a processor of the other vendor, same segment, launched within {months} months; of the same class where the names say one (Ryzen 7 against Core i7 and Core Ultra 7). Nearest in {test} first (measured figures that are not low-confidence, at most 25% apart); among scores within 3%, the nearer launch price. Without such figures, the nearest launch price; without prices, the nearest on paper.",
    valueText:
      "Value at launch price: {test} points per US dollar of launch price. Given only for processors not discontinued and launched at most {years} years before the figures were measured, since an older processor's launch price is not what it costs now; the same rule on the ladder's per-dollar view, the library, compare pages, cards and the API.",
    betterText:
      "Better: a comparison marks the better value only where more (or less) is better for you, every processor has a value, and the values are comparable: the same unit, and integrated graphics units only within one graphics architecture (Intel's execution units and Xe-cores, or AMD compute units of different generations, are not). The best must be ahead by at least {score}% for benchmark scores, {power}% for power, {price}% for prices and {spec}% for other specifications; closer values are even, in the verdicts too.",
    boardText:
      "Boards: a verdict says whether two processors share a socket, or need different boards, only when both go in a socket; soldered laptop and embedded chips are not compared by board.",
    upgradeText: "Upgrade gains: the change in measured {test} averages against the current processor.",
  },
} as const satisfies Pick<Messages, "about" | "coverage">;
