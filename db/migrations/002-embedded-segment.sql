-- Embedded processors (Intel ARK's "Embedded" vertical segment) get their own segment.
-- SQLite cannot alter a CHECK constraint, so the table is rebuilt (sqlite.org/lang_altertable.html).
PRAGMA foreign_keys = OFF;

CREATE TABLE cpus_v2 (
  cpu_key INTEGER PRIMARY KEY,
  vendor TEXT NOT NULL CHECK (vendor IN ('amd', 'intel')),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_zh TEXT NOT NULL,
  family TEXT NOT NULL,
  series TEXT NOT NULL,
  segment TEXT NOT NULL CHECK (segment IN ('desktop', 'laptop', 'workstation', 'server', 'embedded')),
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

INSERT INTO cpus_v2 SELECT * FROM cpus;
DROP TABLE cpus;
ALTER TABLE cpus_v2 RENAME TO cpus;
CREATE INDEX cpus_segment ON cpus (segment, vendor);
CREATE INDEX cpus_launch ON cpus (launch_sort);
