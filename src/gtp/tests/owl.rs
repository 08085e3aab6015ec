//! GTP owl commands: `dragon_status` from the owl stage and `owl_tree`.

use super::*;
use crate::board::parse_diagram;
use crate::owl::tests::STRAIGHT_THREE;

#[test]
fn dragon_status_and_owl_tree_over_gtp() {
    let mut g = Gtp::new(EngineConfig::default());
    g.set_board(parse_diagram(STRAIGHT_THREE).expect("diagram"));
    // The solver proves it: the tree says so at the root, and holds the
    // proof: the vital point, then every reply to a settled leaf.
    let file = std::env::temp_dir().join(format!("solver-tree-{}.sgf", std::process::id()));
    let command = format!("owl_tree {} owl_attack A2", file.display());
    assert_eq!(g.execute(&command).as_deref(), Ok("1 B1"));
    let sgf = std::fs::read_to_string(&file).expect("tree written");
    std::fs::remove_file(&file).ok();
    assert!(sgf.contains(r"solver\: proved win"), "{sgf}");
    assert!(sgf.contains(";B[bi]\n(;W["), "{sgf}");
    assert!(sgf.contains(r"the attacker captures"), "{sgf}");
    assert_eq!(g.execute("solver_proved").as_deref(), Ok("1"));
    // Owl's own search, and the tree it explores.
    g.execute("set_heuristic owl_solver off").expect("a switch");
    assert_eq!(
        g.execute("dragon_status A2").as_deref(),
        Ok("critical B1 B1")
    );
    assert_eq!(g.execute("dragon_status F3").as_deref(), Ok("alive"));
    let file = std::env::temp_dir().join(format!("owl-tree-{}.sgf", std::process::id()));
    let command = format!("owl_tree {} owl_attack A2", file.display());
    assert_eq!(g.execute(&command).as_deref(), Ok("1 B1"));
    assert_eq!(g.execute("solver_proved").as_deref(), Ok("0"));
    let sgf = std::fs::read_to_string(&file).expect("tree written");
    std::fs::remove_file(&file).ok();
    // The root names the command; the first variation is the killing move
    // with the verdict and candidates the search saw there.
    assert!(sgf.contains("owl_attack A2 -> 1 B1"), "{sgf}");
    assert!(sgf.contains(";B[bi]"), "{sgf}");
    assert!(sgf.contains("attack\\: B1"), "{sgf}");
    assert_eq!(
        g.execute("owl_tree - owl_attack A2")
            .map_err(|e| e.contains("standard output")),
        Err(true)
    );
}

#[test]
fn owl_makes_the_dragons_of_its_colour_only() {
    use crate::engine::analysis::Stage;
    let mut g = Gtp::new(EngineConfig::default());
    g.set_board(parse_diagram(STRAIGHT_THREE).expect("diagram"));
    let a2 = crate::board::Point::parse_vertex("A2", g.board.size()).expect("A2");
    let color = g.board.color_at(a2).expect("a stone");
    g.execute("owl_attack A2").expect("owl_attack");
    let ready = g.stages_ready();
    assert!(ready.contains(&Stage::DragonsOf(color)), "{ready:?}");
    assert!(!ready.contains(&Stage::Dragons), "{ready:?}");
    assert!(
        !ready.contains(&Stage::DragonsOf(color.opponent())),
        "{ready:?}"
    );
    // A question about both colours makes the whole stage, and owl then
    // reads from it.
    g.execute("dragon_data").expect("dragon_data");
    assert!(g.stages_ready().contains(&Stage::Dragons));
    assert_eq!(g.execute("owl_attack A2").as_deref(), Ok("1 B1"));
}
