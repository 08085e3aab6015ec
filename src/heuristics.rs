//! Switchable heuristics: named settings that select between variants of an
//! evaluation at run time, so two variants can be compared in one run.
//!
//! Every heuristic is declared once in [`SPECS`] with its allowed values and
//! default. They are set from the command line (`--heuristic NAME=VALUE`) or
//! over GTP (`set_heuristic NAME VALUE`), and read by the analysis modules.

use std::collections::BTreeMap;

/// The declaration of one switchable heuristic.
#[derive(Debug)]
pub struct Spec {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub help: &'static str,
}

/// All heuristics the engine knows. Analysis modules add theirs here.
pub static SPECS: &[Spec] = &[];

/// Why a setting was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeuristicError {
    #[error("unknown heuristic '{0}' (known: {1})")]
    Unknown(String, String),
    #[error("heuristic '{name}' takes one of {allowed}, not '{value}'")]
    BadValue {
        name: String,
        value: String,
        allowed: String,
    },
    #[error("expected NAME=VALUE, got '{0}'")]
    Syntax(String),
}

/// The current value of every heuristic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heuristics {
    values: BTreeMap<&'static str, &'static str>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics::with_specs(SPECS)
    }
}

impl Heuristics {
    fn with_specs(specs: &'static [Spec]) -> Self {
        Heuristics {
            values: specs.iter().map(|s| (s.name, s.default)).collect(),
        }
    }

    fn spec(&self, name: &str) -> Result<&'static Spec, HeuristicError> {
        SPECS.iter().find(|s| s.name == name).ok_or_else(|| {
            let known: Vec<_> = SPECS.iter().map(|s| s.name).collect();
            let known = if known.is_empty() {
                "none".to_string()
            } else {
                known.join(", ")
            };
            HeuristicError::Unknown(name.to_string(), known)
        })
    }

    /// Sets `name` to `value`, which must be one of its declared values.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), HeuristicError> {
        let spec = self.spec(name)?;
        let v =
            spec.values
                .iter()
                .find(|v| **v == value)
                .ok_or_else(|| HeuristicError::BadValue {
                    name: name.to_string(),
                    value: value.to_string(),
                    allowed: spec.values.join("|"),
                })?;
        self.values.insert(spec.name, v);
        Ok(())
    }

    /// Applies a `NAME=VALUE` assignment.
    pub fn assign(&mut self, text: &str) -> Result<(), HeuristicError> {
        let (name, value) = text
            .split_once('=')
            .ok_or_else(|| HeuristicError::Syntax(text.to_string()))?;
        self.set(name.trim(), value.trim())
    }

    /// The current value of `name`; `None` for an undeclared heuristic.
    pub fn get(&self, name: &str) -> Option<&'static str> {
        self.values.get(name).copied()
    }

    /// `name=value` pairs in name order.
    pub fn describe(&self) -> Vec<String> {
        self.values
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_names_and_bad_syntax_are_refused() {
        let mut h = Heuristics::default();
        assert!(matches!(
            h.assign("nonsense=1"),
            Err(HeuristicError::Unknown(..))
        ));
        assert!(matches!(
            h.assign("novalue"),
            Err(HeuristicError::Syntax(..))
        ));
        for spec in SPECS {
            assert_eq!(h.get(spec.name), Some(spec.default));
            for v in spec.values {
                h.set(spec.name, v).unwrap();
                assert_eq!(h.get(spec.name), Some(*v));
            }
            assert!(h.set(spec.name, "no-such-value").is_err());
        }
    }
}
