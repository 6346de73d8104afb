-- The processor catalogue. Units are normalised: MHz, KiB, W, USD. Lists are JSON arrays.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE imports (
  import_id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  format TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  inserted INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  unchanged INTEGER NOT NULL,
  rejected INTEGER NOT NULL
) STRICT;

CREATE TABLE cpus (
  cpu_key INTEGER PRIMARY KEY,
  vendor TEXT NOT NULL CHECK (vendor IN ('amd', 'intel')),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  family TEXT NOT NULL,
  series TEXT NOT NULL,
  segment TEXT NOT NULL CHECK (segment IN ('desktop', 'laptop', 'workstation', 'server')),
  codename TEXT,
  codename_zh TEXT,
  microarchitecture TEXT,
  process TEXT,
  socket TEXT,
  launch_date TEXT,
  launch_year INTEGER,
  -- launch_date as a sortable YYYY-MM-DD (quarters: first month; unknown day: 00)
  launch_sort TEXT,
  launch_price_usd REAL,
  status TEXT,
  cores INTEGER NOT NULL CHECK (cores > 0),
  threads INTEGER NOT NULL CHECK (threads >= cores),
  p_cores INTEGER,
  e_cores INTEGER,
  lpe_cores INTEGER,
  base_clock_mhz INTEGER,
  boost_clock_mhz INTEGER,
  e_core_base_clock_mhz INTEGER,
  e_core_boost_clock_mhz INTEGER,
  l1_kib INTEGER,
  l2_kib INTEGER,
  l3_kib INTEGER,
  tdp_w REAL,
  base_power_w REAL,
  max_turbo_power_w REAL,
  ctdp_min_w REAL,
  ctdp_max_w REAL,
  memory_types TEXT NOT NULL DEFAULT '[]',
  memory_max_speed_mts INTEGER,
  memory_channels INTEGER,
  memory_max_gb INTEGER,
  ecc INTEGER,
  pcie_version TEXT,
  pcie_lanes INTEGER,
  gpu_name TEXT,
  gpu_cores INTEGER,
  gpu_clock_mhz INTEGER,
  npu_tops REAL,
  unlocked INTEGER,
  instruction_sets TEXT NOT NULL DEFAULT '[]',
  features TEXT NOT NULL DEFAULT '[]',
  die_size_mm2 REAL,
  transistors_millions REAL,
  tjmax_c INTEGER,
  source_url TEXT,
  predecessor TEXT,
  successor TEXT,
  UNIQUE (vendor, id)
) STRICT;

CREATE INDEX cpus_segment ON cpus (segment, vendor);
CREATE INDEX cpus_launch ON cpus (launch_sort);

-- Which import set each field (absent: the authored seed).
CREATE TABLE field_sources (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  field TEXT NOT NULL,
  import_id INTEGER NOT NULL REFERENCES imports (import_id),
  PRIMARY KEY (cpu_key, field)
) STRICT;

CREATE TABLE aliases (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  alias TEXT NOT NULL,
  PRIMARY KEY (cpu_key, alias)
) STRICT;

CREATE TABLE benchmarks (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  test TEXT NOT NULL,
  score REAL NOT NULL CHECK (score > 0),
  samples INTEGER,
  source TEXT NOT NULL,
  source_url TEXT,
  date TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('measured', 'estimated')),
  import_id INTEGER REFERENCES imports (import_id),
  PRIMARY KEY (cpu_key, test)
) STRICT;

CREATE INDEX benchmarks_test_score ON benchmarks (test, score);

-- Compact search forms (lower case, no spaces or punctuation) of names, code names and
-- aliases in both languages; trigram so any substring of three or more characters matches.
CREATE VIRTUAL TABLE cpu_search USING fts5 (terms, tokenize = 'trigram');
