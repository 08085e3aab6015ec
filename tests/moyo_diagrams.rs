//! Diagram tests of the surrounding moyo in both variants: a moyo shared by
//! two dragons of one colour, moyo around dead enemy stones, and a gap
//! through which segmentation leaks.

use tesuji::board::{parse_diagram, Color, Point};
use tesuji::dragons::dragon_moyo;
use tesuji::engine::{Engine, EngineConfig};
use tesuji::heuristics::Moyo;
use tesuji::influence::moyo::moyo_regions;
use tesuji::influence::{compute_influence, InfluenceConfig};

/// The post-owl surrounding moyo size of the dragon at each vertex, under `variant`.
fn moyo_sizes(diagram: &str, variant: Moyo, at: &[&str]) -> Vec<u32> {
    let board = parse_diagram(diagram).expect("diagram");
    let size = board.size();
    let mut e = Engine::new(EngineConfig::default());
    e.set_board(board);
    e.update_settings(|s| s.heuristics.moyo = variant);
    let dragons = e.dragons().clone();
    let moyo = e.influence().moyo.clone();
    at.iter()
        .map(|v| {
            let p = Point::parse_vertex(v, size).expect("vertex");
            let origin = dragons.get(p).expect("a dragon there").origin;
            let i = dragons.iter().position(|d| d.origin == origin).unwrap();
            moyo[i].size
        })
        .collect()
}

/// The sizes of the black moyo regions of `diagram` after the dragons' statuses.
fn black_regions(diagram: &str) -> Vec<usize> {
    let mut e = Engine::new(EngineConfig::default());
    e.set_board(parse_diagram(diagram).unwrap());
    let map = e.influence().influence.clone();
    let regions = moyo_regions(&e.board, &map);
    regions
        .regions
        .iter()
        .filter(|r| r.owner == Color::Black)
        .map(|r| r.points.len())
        .collect()
}

/// Two black stones far apart on an empty board: one moyo between them.
const SHARED: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X . . . X . .
. . . . . . . . .
. . . . . . . . .";

#[test]
fn closest_worm_splits_a_shared_moyo_and_segmentation_gives_it_to_both() {
    let regions = black_regions(SHARED);
    assert_eq!(regions.len(), 1, "{regions:?}");
    let seg = moyo_sizes(SHARED, Moyo::Segmentation, &["C3", "G3"]);
    let cw = moyo_sizes(SHARED, Moyo::ClosestWorm, &["C3", "G3"]);
    assert_eq!(
        seg,
        vec![regions[0] as u32; 2],
        "one region, all of it to both"
    );
    assert!(
        cw[0] + cw[1] <= seg[0] + 1,
        "closest-worm shares it out: {cw:?} {seg:?}"
    );
    assert!(cw[0] < seg[0] && cw[1] < seg[1]);
    assert_eq!(cw[0], cw[1], "symmetric shares");
}

/// Three black stones two points apart along the third line of a 13x13
/// board: separate dragons, one moyo region running through the cutting
/// points between them.
const LEAK: &str = "
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . X . . . X . . . X . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .";

/// The same with a white stone on the cutting point E3.
const CUT: &str = "
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . X . O . X . . . X . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .";

#[test]
fn segmentation_leaks_through_cutting_points_and_a_cut_stops_it() {
    let at = ["C3", "G3", "L3"];
    let seg = moyo_sizes(LEAK, Moyo::Segmentation, &at);
    let cw = moyo_sizes(LEAK, Moyo::ClosestWorm, &at);
    // One region: every stone gets all of it under segmentation, about a
    // third under closest-worm.
    assert!(seg.iter().all(|&s| s == seg[0]), "{seg:?}");
    assert!(cw.iter().all(|&c| 3 * c <= seg[0] + 3), "{cw:?} {seg:?}");
    // White on E3 cuts the region: the corner stone keeps only its own part.
    let cut_seg = moyo_sizes(CUT, Moyo::Segmentation, &at);
    let cut_cw = moyo_sizes(CUT, Moyo::ClosestWorm, &at);
    assert!(cut_seg[0] < cw[0], "{cut_seg:?}");
    assert_eq!(cut_seg[1], cut_seg[2], "G3 and L3 still share one region");
    assert!(cut_seg[1] < seg[1]);
    // Closest-worm leaves L3, away from the cut, as it was.
    assert_eq!(cut_cw[2], cw[2]);
}

/// A white stone in atari inside black's corner: reading captures it.
const DEAD: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X . . . .
. . . . X . . . .
. . X . X . . . .
. X O X X . . . .
. . . . . . . . .";

#[test]
fn moyo_around_a_dead_enemy_stone_counts_for_the_surrounding_dragon() {
    let board = parse_diagram(DEAD).unwrap();
    let size = board.size();
    let v = |s: &str| Point::parse_vertex(s, size).unwrap();
    let mut e = Engine::new(EngineConfig::default());
    e.set_board(board.clone());
    for variant in [Moyo::ClosestWorm, Moyo::Segmentation] {
        e.update_settings(|s| s.heuristics.moyo = variant);
        let dragons = e.dragons().clone();
        let worms = e.worms().clone();
        assert_eq!(
            dragons.get(v("C2")).unwrap().status,
            tesuji::dragons::Status::Dead
        );
        let post = e.influence().clone();
        // The dead stone radiates for black: no white influence around it,
        // and its neighbours are black's.
        assert_eq!(post.influence.of(Color::White, v("C1")), 0.0);
        for q in ["B1", "C1", "D1"] {
            let owner = post.influence.region[v(q).index()].moyo_owner();
            assert_eq!(owner, Some(Color::Black), "{q} under {variant:?}");
        }
        // Were it alive, it would block black and claim its neighbours.
        let alive = compute_influence(&board, |_| false, &InfluenceConfig::default());
        let alive_moyo = dragon_moyo(&board, &worms, &alive, variant, &dragons);
        let i = dragons
            .iter()
            .position(|d| d.stones.contains(&v("D2")))
            .unwrap();
        assert!(
            post.moyo[i].size > alive_moyo[i].size,
            "{variant:?}: dead {} alive {}",
            post.moyo[i].size,
            alive_moyo[i].size
        );
    }
}
