//! Diagram tests of the influence function.

use super::*;
use crate::board::diagram::at;
use crate::board::parse_diagram;

fn influence_of(diagram: &str, dead: &[&str]) -> (Board, Influence) {
    let board = parse_diagram(diagram).expect("diagram");
    let dead: Vec<Point> = dead.iter().map(|v| at(&board, v)).collect();
    let map = compute_influence(&board, |p| dead.contains(&p), &InfluenceConfig::default());
    (board, map)
}

const LONE: &str = "
. . . . . . .
. . . . . . .
. . . . . . .
. . . X . . .
. . . . . . .
. . . . . . .
. . . . . . .";

#[test]
fn a_stone_radiates_with_attenuation_and_symmetry() {
    let (b, map) = influence_of(LONE, &[]);
    let cfg = InfluenceConfig::default();
    let centre = map.of(Color::Black, at(&b, "D4"));
    let one = map.of(Color::Black, at(&b, "D5"));
    assert_eq!(centre, cfg.strength);
    assert!((one - cfg.strength / cfg.attenuation).abs() < 1e-3);
    for v in ["C4", "E4", "D3"] {
        assert_eq!(map.of(Color::Black, at(&b, v)), one, "{v}");
    }
    let diag = map.of(Color::Black, at(&b, "E5"));
    assert!(
        diag > one / cfg.attenuation && diag < one,
        "diagonal {diag}"
    );
    assert!(map.strength[Color::White.index()].iter().all(|&v| v == 0.0));
    // Next to the stone black owns the point as territory; far away nothing.
    assert_eq!(
        map.region[at(&b, "D5").index()],
        Region::Territory(Color::Black)
    );
    assert_eq!(map.territory_for(Color::Black, at(&b, "D5")), 1.0);
    assert_eq!(map.territory_for(Color::White, at(&b, "D5")), -1.0);
    assert_eq!(map.region[at(&b, "A7").index()], Region::Neutral);
}

/// A white wall between a black stone and the right side.
const WALL: &str = "
. . . . O . .
. . . . O . .
. . . . O . .
. . X . O . .
. . . . O . .
. . . . O . .
. . . . O . .";

#[test]
fn a_living_stone_blocks_the_other_colour() {
    let (b, map) = influence_of(WALL, &[]);
    for v in ["E4", "F4", "G4", "F7", "G1"] {
        assert_eq!(map.of(Color::Black, at(&b, v)), 0.0, "{v}");
    }
    assert!(map.of(Color::Black, at(&b, "D4")) > 0.0);
    assert_eq!(
        map.region[at(&b, "G4").index()],
        Region::Territory(Color::White)
    );
    // Between them, both radiate: D4 is contested, neither's territory.
    let d4 = map.region[at(&b, "D4").index()];
    assert!(!matches!(d4, Region::Territory(_)), "{d4:?}");
}

#[test]
fn a_dead_stone_radiates_for_the_other_side_and_lets_influence_through() {
    let (b, alive) = influence_of(WALL, &[]);
    let (_, dead) = influence_of(WALL, &["E4"]);
    // E4 dead: black influence crosses it, and it adds black influence.
    assert_eq!(alive.of(Color::Black, at(&b, "F4")), 0.0);
    assert!(dead.of(Color::Black, at(&b, "F4")) > 0.0);
    assert!(dead.of(Color::Black, at(&b, "E4")) >= InfluenceConfig::default().strength);
    assert!(dead.of(Color::White, at(&b, "E4")) < alive.of(Color::White, at(&b, "E4")));
}

#[test]
fn territory_values_stay_in_range_and_follow_the_regions() {
    let (b, map) = influence_of(WALL, &["E1"]);
    for p in b.points() {
        let t = map.territory[p.index()];
        assert!((-1.0..=1.0).contains(&t), "{p:?} {t}");
        match map.region[p.index()] {
            Region::Territory(Color::Black) | Region::Moyo(Color::Black) => assert!(t > 0.0),
            Region::Territory(Color::White) | Region::Moyo(Color::White) => assert!(t < 0.0),
            _ => {}
        }
    }
}
