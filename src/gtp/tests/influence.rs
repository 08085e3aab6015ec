//! The influence and moyo commands as GTP speaks them.

use crate::board::parse_diagram;
use crate::engine::analysis::Stage;
use crate::gtp::{EngineConfig, Gtp};

/// Black's wall on the left, white's on the right.
const WALLS: &str = "
. . X . . O . .
. . X . . O . .
. . X . . O . .
. . X . . O . .
. . X . . O . .
. . X . . O . .
. . X . . O . .
. . X . . O . .";

#[test]
fn influence_boards_read_row_by_row_from_the_top() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = parse_diagram(WALLS).unwrap();
    let run = |e: &mut Gtp, c: &str| e.execute(c).expect(c);
    let regions = run(&mut e, "initial_influence black regions");
    let rows: Vec<&str> = regions.lines().collect();
    assert_eq!(rows.len(), 8, "{regions}");
    // Behind each wall its owner's territory; on the walls nothing.
    assert_eq!(rows[0], "3 3 0 0 0 0 -3 -3", "{regions}");
    let white_view = run(&mut e, "influence white regions");
    assert_eq!(white_view.lines().next(), Some("-3 -3 0 0 0 0 3 3"));
    let moyo = run(&mut e, "influence black moyo");
    assert!(
        moyo.lines()
            .all(|r| r.starts_with("1 1 0") && r.ends_with("-1 -1")),
        "{moyo}"
    );
    let value = run(&mut e, "initial_influence black territory_value");
    assert!(
        value.lines().all(|r| r.starts_with("1.00 1.00 0.00")),
        "{value}"
    );
    assert!(!value.contains("-0.00"), "{value}");
    assert!(e.execute("influence black nonsense").is_err());
    assert!(e.execute("influence purple moyo").is_err());
    assert!(e.stages_ready().contains(&Stage::Influence));
}

#[test]
fn dragon_data_has_the_moyo_fields_and_the_variant_changes_them() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = parse_diagram(WALLS).unwrap();
    let run = |e: &mut Gtp, c: &str| e.execute(c).expect(c);
    let data = run(&mut e, "dragon_data C1");
    // The left two columns: 16 points of black moyo for the wall.
    assert!(data.contains("\nmoyo_size_pre_owl       16\n"), "{data}");
    assert!(data.contains("\nmoyo_size_post_owl      16\n"), "{data}");
    assert!(data.contains("\nmoyo_territorial_value  16.00\n"), "{data}");
    let regions = run(&mut e, "moyo_regions");
    assert_eq!(regions.lines().count(), 2, "{regions}");
    assert!(regions.starts_with("black 16 16.00 A8 B8 "), "{regions}");
    run(&mut e, "set_heuristic moyo segmentation");
    let seg = run(&mut e, "dragon_data C1");
    assert!(seg.contains("\nmoyo_size_post_owl      16\n"), "{seg}");
    let gfx = run(&mut e, "gogui-moyo");
    assert!(gfx.contains("\nBLACK A8 B8 "), "{gfx}");
    assert!(
        gfx.ends_with("TEXT moyo regions: black 16, white 16"),
        "{gfx}"
    );
}
