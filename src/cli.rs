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
