//! One home for the engine's settings: the heuristic switches
//! ([`crate::heuristics`]) and the limits of every search (tactical reading,
//! connection reading, owl), under one `NAME=VALUE` grammar and one
//! fingerprint.
//!
//! Every setting has a name: the switches their own (`bulky_eye`,
//! `moyo`, `owl_patterns`), the limits those of [`LIMITS`]
//! (`owl_node_limit`, `reading_depth`, ...). The command line (`--set
//! NAME=VALUE` on `gtp`, `regress`, `compare` and `match`), GTP
//! (`set_heuristic NAME VALUE`, `list_heuristics`) and the variants of
//! `compare` all go through [`Settings::set`]. [`Settings::fingerprint`]
//! covers every setting; it keys the staged analysis and owl's caches, so
//! a setting changed in the middle of a GTP session never leaves a stale
//! answer behind.

use crate::connection::ConnectionConfig;
use crate::heuristics::{HeuristicError, Heuristics, SPECS};
use crate::owl::OwlConfig;
use crate::reading::{ReadingConfig, MAX_PLY_LIMIT};
use crate::search::FxHasher;
use crate::semeai::SemeaiConfig;
use std::hash::{Hash, Hasher};

/// Every setting of an engine: what it reads with and how far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settings {
    pub heuristics: Heuristics,
    pub reading: ReadingConfig,
    pub connection: ConnectionConfig,
    pub owl: OwlConfig,
    pub semeai: SemeaiConfig,
    pub genmove: GenmoveConfig,
}

/// The budgets of one generated move (`crate::engine::genmove`): owl
/// reads the dragons weakest first until a budget is spent; the dragons
/// left keep their crude status.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenmoveConfig {
    /// Owl nodes per move. Deterministic: the same budget gives the same move.
    pub owl_nodes: u64,
    /// Milliseconds per move spent on owl reading before the rest is
    /// skipped; 0 for none. Moves then depend on the machine's speed.
    pub millis: u64,
    /// 0: no noise. Otherwise the seed of a deterministic noise below
    /// half a point added to every move's value, so that games between
    /// deterministic players differ (a match gives each game its own seed).
    pub seed: u64,
}

impl Default for GenmoveConfig {
    fn default() -> Self {
        GenmoveConfig {
            owl_nodes: 1 << 40,
            millis: 0,
            seed: 0,
        }
    }
}

/// Why a setting was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("unknown setting '{0}' (known: {1})")]
    Unknown(String, String),
    #[error(transparent)]
    Heuristic(HeuristicError),
    #[error("setting '{name}' takes a whole number from {min} to {max}, not '{value}'")]
    BadNumber {
        name: String,
        value: String,
        min: u64,
        max: u64,
    },
    #[error("expected NAME=VALUE, got '{0}'")]
    Syntax(String),
}

/// One numeric limit: its name, what it bounds, its range and where it
/// lives in [`Settings`].
pub struct Limit {
    pub name: &'static str,
    pub help: &'static str,
    pub min: u64,
    pub max: u64,
    get: fn(&Settings) -> u64,
    set: fn(&mut Settings, u64),
}

/// The depths of tactical reading move together (GNU Go's
/// `increase_depths`): `reading_depth` names the main one, beyond which a
/// string with three liberties counts as safe.
fn set_reading_depth(s: &mut Settings, depth: u64) {
    let delta = depth as isize - s.reading.depth as isize;
    s.reading.shift_depths(delta);
}

/// Every limit that can be set, in listing order.
pub static LIMITS: &[Limit] = &[
    Limit {
        name: "reading_node_limit",
        help: "tactical reading nodes per top-level question",
        min: 1,
        max: 1 << 40,
        get: |s| s.reading.node_limit,
        set: |s, v| s.reading.node_limit = v,
    },
    Limit {
        name: "reading_depth",
        help: "tactical reading depth (the others move with it, as GNU Go's increase_depths)",
        min: 1,
        max: MAX_PLY_LIMIT as u64 / 2,
        get: |s| s.reading.depth as u64,
        set: set_reading_depth,
    },
    Limit {
        name: "connection_node_limit",
        help: "connection reading nodes per top-level question",
        min: 1,
        max: 1 << 40,
        get: |s| s.connection.node_limit,
        set: |s, v| s.connection.node_limit = v,
    },
    Limit {
        name: "connection_depth",
        help: "connection moves a line may have",
        min: 1,
        max: 64,
        get: |s| s.connection.depth as u64,
        set: |s, v| s.connection.depth = v as usize,
    },
    Limit {
        name: "owl_node_limit",
        help: "owl nodes (moves tried) per owl question, as GNU Go's option",
        min: 1,
        max: 1 << 40,
        get: |s| s.owl.node_limit,
        set: |s, v| s.owl.node_limit = v,
    },
    Limit {
        name: "owl_depth",
        help: "owl plies below the root",
        min: 1,
        max: 64,
        get: |s| s.owl.depth as u64,
        set: |s, v| s.owl.depth = v as usize,
    },
    Limit {
        name: "owl_width",
        help: "owl candidate moves read at a node near the root",
        min: 1,
        max: 64,
        get: |s| s.owl.width as u64,
        set: |s, v| s.owl.width = v as usize,
    },
    Limit {
        name: "solver_node_limit",
        help: "life-and-death solver nodes per owl question (both ko searches)",
        min: 1,
        max: 1 << 40,
        get: |s| s.owl.solver.node_limit,
        set: |s, v| s.owl.solver.node_limit = v,
    },
    Limit {
        name: "solver_region",
        help: "empty points a region may have for the solver to read it",
        min: 1,
        max: 200,
        get: |s| s.owl.solver.max_region as u64,
        set: |s, v| s.owl.solver.max_region = v as usize,
    },
    Limit {
        name: "semeai_node_limit",
        help: "capturing-race search nodes per analyze_semeai question",
        min: 1,
        max: 1 << 40,
        get: |s| s.semeai.node_limit,
        set: |s, v| s.semeai.node_limit = v,
    },
    Limit {
        name: "semeai_depth",
        help: "capturing-race plies below the root before the classic count judges",
        min: 1,
        max: 200,
        get: |s| s.semeai.max_depth as u64,
        set: |s, v| s.semeai.max_depth = v as usize,
    },
    Limit {
        name: "genmove_owl_nodes",
        help: "owl nodes per generated move (dragons read weakest first; the rest keep their crude status)",
        min: 1,
        max: 1 << 40,
        get: |s| s.genmove.owl_nodes,
        set: |s, v| s.genmove.owl_nodes = v,
    },
    Limit {
        name: "genmove_millis",
        help: "milliseconds of owl reading per generated move, 0 for no limit (moves then depend on the machine)",
        min: 0,
        max: 1 << 40,
        get: |s| s.genmove.millis,
        set: |s, v| s.genmove.millis = v,
    },
    Limit {
        name: "genmove_seed",
        help: "seed of a deterministic noise below half a point on every move's value, 0 for none",
        min: 0,
        max: 1 << 40,
        get: |s| s.genmove.seed,
        set: |s, v| s.genmove.seed = v,
    },
    Limit {
        name: "owl_lively_nodes",
        help: "tactical reading nodes per question when an owl verdict reads a string again",
        min: 1,
        max: 1 << 40,
        get: |s| s.owl.lively_nodes,
        set: |s, v| s.owl.lively_nodes = v,
    },
];

/// A setting's name, current value, allowed values and help, for listings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Described {
    pub name: &'static str,
    pub value: String,
    /// `on|off` for a switch, `1..1000000` for a limit.
    pub allowed: String,
    pub default: String,
    pub help: &'static str,
}

impl Settings {
    /// Sets `name` to the value written `value`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), SettingError> {
        if let Some(limit) = LIMITS.iter().find(|l| l.name == name) {
            let bad = || SettingError::BadNumber {
                name: name.to_string(),
                value: value.to_string(),
                min: limit.min,
                max: limit.max,
            };
            let n: u64 = value.trim().parse().map_err(|_| bad())?;
            if !(limit.min..=limit.max).contains(&n) {
                return Err(bad());
            }
            (limit.set)(self, n);
            return Ok(());
        }
        if SPECS.iter().any(|s| s.name == name) {
            return self
                .heuristics
                .set(name, value)
                .map_err(SettingError::Heuristic);
        }
        Err(SettingError::Unknown(name.to_string(), names().join(", ")))
    }

    /// Applies a `NAME=VALUE` assignment.
    pub fn assign(&mut self, text: &str) -> Result<(), SettingError> {
        let (name, value) = split_assignment(text)?;
        self.set(name, value)
    }

    /// The current value of `name`, as [`Settings::set`] takes it.
    pub fn get(&self, name: &str) -> Option<String> {
        LIMITS
            .iter()
            .find(|l| l.name == name)
            .map(|l| (l.get)(self).to_string())
            .or_else(|| self.heuristics.get(name).map(str::to_string))
    }

    /// Every setting with its value, switches first, in declaration order.
    pub fn describe(&self) -> Vec<Described> {
        let defaults = Settings::default();
        let switches = SPECS.iter().map(|s| Described {
            name: s.name,
            value: self.heuristics.get(s.name).unwrap_or_default().to_string(),
            allowed: s.values.join("|"),
            default: s.default.to_string(),
            help: s.help,
        });
        let limits = LIMITS.iter().map(|l| Described {
            name: l.name,
            value: (l.get)(self).to_string(),
            allowed: format!("{}..{}", l.min, l.max),
            default: (l.get)(&defaults).to_string(),
            help: l.help,
        });
        switches.chain(limits).collect()
    }

    /// `name=value` for every setting, as `list_heuristics` prints them.
    pub fn assignments(&self) -> Vec<String> {
        self.describe()
            .into_iter()
            .map(|d| format!("{}={}", d.name, d.value))
            .collect()
    }

    /// The settings that differ from the defaults, as `name=value`.
    pub fn changed(&self) -> Vec<String> {
        let defaults = Settings::default().describe();
        self.describe()
            .into_iter()
            .zip(defaults)
            .filter(|(d, default)| d.value != default.value)
            .map(|(d, _)| format!("{}={}", d.name, d.value))
            .collect()
    }

    /// A fingerprint of every setting: part of the key of the staged
    /// analysis and of owl's caches.
    pub fn fingerprint(&self) -> u64 {
        let mut h = FxHasher::default();
        self.hash(&mut h);
        h.finish()
    }
}

/// Every setting's name, switches first.
pub fn names() -> Vec<&'static str> {
    SPECS
        .iter()
        .map(|s| s.name)
        .chain(LIMITS.iter().map(|l| l.name))
        .collect()
}

/// `NAME=VALUE` split at the first `=`, both sides trimmed.
pub fn split_assignment(text: &str) -> Result<(&str, &str), SettingError> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => Ok((name.trim(), value.trim())),
        _ => Err(SettingError::Syntax(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_reads_back_what_was_set_and_moves_the_fingerprint() {
        for d in Settings::default().describe() {
            let mut s = Settings::default();
            assert_eq!(s.get(d.name), Some(d.default.clone()), "{}", d.name);
            let other = match d.allowed.split_once("..") {
                // The bound that is not the default (0 is the default of
                // the limits whose 0 means none).
                Some((min, _)) if min != d.default => min.to_string(),
                Some((_, max)) => max.to_string(),
                None => d
                    .allowed
                    .split('|')
                    .find(|v| *v != d.default)
                    .expect("a second value")
                    .to_string(),
            };
            s.assign(&format!("{}={other}", d.name)).unwrap();
            assert_eq!(s.get(d.name), Some(other.clone()), "{}", d.name);
            assert_ne!(
                s.fingerprint(),
                Settings::default().fingerprint(),
                "{}",
                d.name
            );
            assert_eq!(s.changed(), vec![format!("{}={other}", d.name)]);
        }
    }

    #[test]
    fn bad_names_values_and_syntax_are_refused_with_what_is_allowed() {
        let mut s = Settings::default();
        let unknown = s.assign("nonsense=1").unwrap_err().to_string();
        assert!(unknown.contains("owl_node_limit") && unknown.contains("bulky_eye"));
        let range = s.assign("owl_node_limit=0").unwrap_err().to_string();
        assert!(range.contains("from 1 to"), "{range}");
        assert!(s.assign("owl_node_limit=many").is_err());
        assert!(s.assign("owl_node_limit=-3").is_err());
        assert!(s.assign("bulky_eye=maybe").is_err());
        assert!(matches!(s.assign("novalue"), Err(SettingError::Syntax(_))));
        assert_eq!(s, Settings::default());
    }

    #[test]
    fn the_reading_depth_moves_every_depth_as_gnu_go_does() {
        let mut s = Settings::default();
        let before = s.reading.clone();
        s.set("reading_depth", &(before.depth + 2).to_string())
            .unwrap();
        let mut shifted = before.clone();
        shifted.shift_depths(2);
        assert_eq!(s.reading, shifted);
    }
}
