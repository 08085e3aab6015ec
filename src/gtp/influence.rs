//! GTP commands for influence and moyo: `initial_influence`, `influence`,
//! `moyo_regions` and GoGui's `gogui-moyo`.
//!
//! `initial_influence COLOR KEY` (before owl) and `influence COLOR KEY`
//! (after the dragons' statuses) print one number per point, a row per
//! line from the top: GoGui's `dboard` format, readable as it stands.
//! COLOR is the side whose view the signs take (positive for COLOR). KEY:
//! - `territory_value`: the territory value in `[-1, 1]`;
//! - `black_influence`, `white_influence`: the influence of that colour;
//! - `regions`: 3 territory, 2 moyo, 1 area, 0 neutral (negative for the
//!   other colour);
//! - `territory`, `moyo`, `area`: 1 where COLOR owns the point at least that
//!   strongly, -1 where the other colour does, 0 elsewhere.

use super::{arg, color_arg, vertices, Command, Gtp};
use crate::board::{Color, Point};
use crate::influence::moyo::moyo_regions;
use crate::influence::{Influence, Region};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "initial_influence",
        handler: |e, args| influence_board(e, args, true),
    },
    Command {
        name: "influence",
        handler: |e, args| influence_board(e, args, false),
    },
    Command {
        name: "moyo_regions",
        handler: moyo_regions_text,
    },
    Command {
        name: "gogui-moyo",
        handler: gogui_moyo,
    },
];

/// The influence map of the stage asked for.
fn stage(e: &mut Gtp, initial: bool) -> Influence {
    if initial {
        e.initial_influence().clone()
    } else {
        e.influence().influence.clone()
    }
}

/// Which of the region classes a key asks for (territory 3, moyo 2, area 1).
fn class_level(region: Region, color: Color) -> i32 {
    let (c, level) = match region {
        Region::Territory(c) => (c, 3),
        Region::Moyo(c) => (c, 2),
        Region::Area(c) => (c, 1),
        Region::Neutral => return 0,
    };
    if c == color {
        level
    } else {
        -level
    }
}

/// `v` with `digits` decimals, never "-0.00".
fn fixed(v: f32, digits: usize) -> String {
    let text = format!("{v:.digits$}");
    if text
        .trim_start_matches('-')
        .chars()
        .all(|c| c == '0' || c == '.')
    {
        text.trim_start_matches('-').to_string()
    } else {
        text
    }
}

fn influence_board(e: &mut Gtp, args: &[&str], initial: bool) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let key = arg(args, 1)?;
    let threshold = match key {
        "territory" => Some(3),
        "moyo" => Some(2),
        "area" => Some(1),
        "territory_value" | "black_influence" | "white_influence" | "regions" => None,
        other => {
            return Err(format!(
                "unknown key '{other}' (territory_value, black_influence, white_influence, \
                 regions, territory, moyo, area)"
            ))
        }
    };
    let map = stage(e, initial);
    let size = e.board.size();
    let value = |p: Point| -> String {
        match (key, threshold) {
            ("territory_value", _) => fixed(map.territory_for(color, p), 2),
            ("black_influence", _) => fixed(map.of(Color::Black, p), 1),
            ("white_influence", _) => fixed(map.of(Color::White, p), 1),
            (_, Some(t)) => {
                let level = class_level(map.region[p.index()], color);
                (if level >= t {
                    1
                } else if level <= -t {
                    -1
                } else {
                    0
                })
                .to_string()
            }
            _ => class_level(map.region[p.index()], color).to_string(),
        }
    };
    let rows: Vec<String> = (0..size)
        .map(|row| {
            (0..size)
                .map(|col| value(Point::new(col, row)))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Ok(rows.join("\n"))
}

/// `moyo_regions [initial]`: the moyo regions of the influence after the
/// dragons' statuses (or of the initial influence), one a line: owner,
/// size, territorial value and points.
fn moyo_regions_text(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let initial = match args.first() {
        None => false,
        Some(&"initial") => true,
        Some(other) => return Err(format!("expected 'initial' or nothing, got '{other}'")),
    };
    let map = stage(e, initial);
    let regions = moyo_regions(&e.board, &map);
    let lines: Vec<String> = regions
        .regions
        .iter()
        .map(|r| {
            format!(
                "{} {} {:.2} {}",
                r.owner.name(),
                r.points.len(),
                r.territorial_value,
                vertices(e, r.points.iter().copied())
            )
        })
        .collect();
    Ok(lines.join("\n"))
}

/// `gogui-moyo`: the influence after the dragons' statuses for GoGui's
/// board (gfx): territory values as shading, moyo points marked with their
/// owner, and the regions' sizes as text.
fn gogui_moyo(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    let map = stage(e, false);
    let size = e.board.size();
    let mut shading = Vec::new();
    let mut owned: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for p in e.board.points() {
        let t = map.territory[p.index()];
        if t != 0.0 {
            shading.push(format!("{} {}", p.to_vertex(size), fixed(t, 2)));
        }
        if let Some(c) = map.region[p.index()].moyo_owner() {
            owned[c.index()].push(p);
        }
    }
    let regions = moyo_regions(&e.board, &map);
    let mut lines = Vec::new();
    if !shading.is_empty() {
        lines.push(format!("INFLUENCE {}", shading.join(" ")));
    }
    for (c, name) in [(Color::Black, "BLACK"), (Color::White, "WHITE")] {
        if !owned[c.index()].is_empty() {
            lines.push(format!(
                "{name} {}",
                vertices(e, owned[c.index()].iter().copied())
            ));
        }
    }
    let sizes: Vec<String> = regions
        .regions
        .iter()
        .map(|r| format!("{} {}", r.owner.name(), r.points.len()))
        .collect();
    lines.push(format!("TEXT moyo regions: {}", sizes.join(", ")));
    Ok(lines.join("\n"))
}
