//! GoGui's analyze-command listing (`gogui-analyze_commands`), so that GoGui
//! offers the analysis commands in its menu and shows their answers on the
//! board: the dragons coloured by status and a dragon's links as graphics,
//! a capturing race between two selected dragons as graphics, dragon and
//! worm stones as point lists, influence and territory as
//! shaded boards, the rest as text.

use super::{Command, Gtp};

pub static COMMANDS: &[Command] = &[Command {
    name: "gogui-analyze_commands",
    handler: analyze_commands,
}];

/// The commands GoGui may offer: `type/label/command` lines (`%p` is the
/// point clicked).
const ANALYZE: &[&str] = &[
    "gfx/Dragons/gogui-dragons",
    "gfx/Dragon Links/gogui-dragon_links %p",
    "plist/Dragon Stones/dragon_stones %p",
    "string/Dragon Data/dragon_data %p",
    "string/Dragon Status/dragon_status %p",
    "string/Crude Status/crude_status %p",
    "gfx/Owl/gogui-owl %p",
    "string/Owl Attack/owl_attack %p",
    "string/Owl Defend/owl_defend %p",
    "gfx/Semeai/gogui-semeai %P",
    "gfx/Moyo/gogui-moyo",
    "dboard/Initial Territory Value/initial_influence %c territory_value",
    "dboard/Territory Value/influence %c territory_value",
    "dboard/Influence Regions/influence %c regions",
    "string/Moyo Regions/moyo_regions",
    "string/Worm Data/worm_data %p",
    "string/Unconditional Status/unconditional_status %p",
    "string/Attack/attack %p",
    "string/Defend/defend %p",
    "string/Eval Eye/eval_eye %p",
    "plist/Liberties/findlib %p",
    "gfx/Top Moves/gogui-top_moves %c",
    "string/Move Reasons/move_reasons %p %c",
];

fn analyze_commands(g: &mut Gtp, _: &[&str]) -> Result<String, String> {
    // Only commands this engine knows are offered.
    let known: Vec<&str> = ANALYZE
        .iter()
        .copied()
        .filter(|line| {
            let command = line.rsplit('/').next().unwrap_or("");
            let name = command.split_whitespace().next().unwrap_or("");
            g.find(name).is_some()
        })
        .collect();
    Ok(known.join("\n"))
}
