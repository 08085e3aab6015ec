//! Command-line pieces shared by the subcommands: the one argument group
//! that sets the built-in engine's settings (`gtp`, `regress`, `compare`
//! and `match` flatten it).

use crate::engine::settings::{split_assignment, SettingError};
use crate::engine::Settings;

/// The built-in engine's settings on the command line.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct SettingsArgs {
    /// A setting as NAME=VALUE: a heuristic switch (`bulky_eye=off`) or a
    /// limit (`owl_node_limit=2000`); repeatable. `tesuji gtp` lists them
    /// all with `list_settings`.
    #[arg(
        long = "set",
        visible_alias = "heuristic",
        value_name = "NAME=VALUE",
        value_parser = parse_assignment
    )]
    pub set: Vec<(String, String)>,
    /// Owl nodes (moves tried) per owl question, GNU Go's option: the same
    /// as `--set owl_node_limit=N`.
    #[arg(long, value_name = "N")]
    pub owl_node_limit: Option<u64>,
}

/// `NAME=VALUE` as a pair, the name checked against the settings.
fn parse_assignment(text: &str) -> Result<(String, String), String> {
    let (name, value) = split_assignment(text).map_err(|e| e.to_string())?;
    let mut check = Settings::default();
    check.set(name, value).map_err(|e| e.to_string())?;
    Ok((name.to_string(), value.to_string()))
}

impl SettingsArgs {
    /// The default settings with these arguments applied in order.
    pub fn settings(&self) -> Result<Settings, SettingError> {
        let mut settings = Settings::default();
        self.apply(&mut settings)?;
        Ok(settings)
    }

    /// Applies these arguments to `settings`: `--owl-node-limit` first,
    /// then each `--set` in order.
    pub fn apply(&self, settings: &mut Settings) -> Result<(), SettingError> {
        if let Some(n) = self.owl_node_limit {
            settings.set("owl_node_limit", &n.to_string())?;
        }
        for (name, value) in &self.set {
            settings.set(name, value)?;
        }
        Ok(())
    }

    /// Whether any setting was given.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty() && self.owl_node_limit.is_none()
    }
}

/// The longest `--timeout` a run takes: a day. Longer waits are a mistake
/// of the command line (and beyond what a `Duration` holds, a panic).
pub const MAX_TIMEOUT_SECONDS: f64 = 86_400.0;

/// A finite number (`nan` and `inf` are refused), for options such as
/// `--komi`.
pub fn finite_number(text: &str) -> Result<f64, String> {
    let v: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number"))?;
    if v.is_finite() {
        Ok(v)
    } else {
        Err(format!("`{text}` is not a finite number"))
    }
}

/// A positive number of seconds up to [`MAX_TIMEOUT_SECONDS`], for
/// `--timeout`.
pub fn timeout_seconds(text: &str) -> Result<f64, String> {
    let v = finite_number(text)?;
    if v > 0.0 && v <= MAX_TIMEOUT_SECONDS {
        Ok(v)
    } else {
        Err(format!(
            "`{text}`: a timeout is a positive number of seconds up to {MAX_TIMEOUT_SECONDS}"
        ))
    }
}

/// A board side the play-out board supports (2 to 19), for `--size`.
pub fn playout_board_size(text: &str) -> Result<usize, String> {
    let max = crate::montecarlo::MAX_SIZE;
    match text.trim().parse::<usize>() {
        Ok(n) if (2..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{text}`: the board size must be a whole number from 2 to {max}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_range_checked_with_clear_messages() {
        assert_eq!(finite_number("7.5"), Ok(7.5));
        assert_eq!(finite_number("-0.5"), Ok(-0.5));
        for bad in ["nan", "NaN", "inf", "-inf", "1e999"] {
            assert!(finite_number(bad).unwrap_err().contains("finite"), "{bad}");
        }
        assert!(finite_number("seven").unwrap_err().contains("not a number"));
        assert_eq!(timeout_seconds("60"), Ok(60.0));
        for bad in ["0", "-1", "1e19", "nan", "inf"] {
            assert!(timeout_seconds(bad).is_err(), "{bad}");
        }
        assert_eq!(playout_board_size("9"), Ok(9));
        for bad in ["0", "1", "20", "x"] {
            assert!(playout_board_size(bad).unwrap_err().contains("board size"));
        }
    }
}
