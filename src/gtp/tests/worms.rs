//! The worm commands as GTP speaks them, and the staged analysis behind them.

use crate::board::{parse_diagram, Board, Counter};
use crate::engine::analysis::Stage;
use crate::gtp::{EngineConfig, Gtp};

fn ladder() -> Board {
    crate::worms::tests::ladder(false)
}

#[test]
fn gtp_unconditional_status_and_worm_data() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = parse_diagram(
        ". X . X O .
         X X X X O .
         O O O O O .
         . . . . . .
         . . . . . .
         . . . . . .",
    )
    .unwrap();
    let run = |e: &mut Gtp, c: &str| e.execute(c).expect(c);
    assert_eq!(run(&mut e, "unconditional_status B6"), "alive");
    assert_eq!(run(&mut e, "unconditional_status C6"), "black_territory");
    assert_eq!(run(&mut e, "unconditional_status F1"), "undecided");
    let data = run(&mut e, "worm_data B6");
    // The origin is the first stone in board order (top row first).
    assert!(data.starts_with("B6:\norigin               B6\n"), "{data}");
    assert!(data.contains("\nsize                 6\n"), "{data}");
    assert!(data.contains("\nliberties            2\n"), "{data}");
    // Six stones, the two eye points and nothing else within reach.
    assert!(data.contains("\neffective_size       8.00\n"), "{data}");
    // Two eyes: reading finds no attack.
    assert!(data.contains("\nattack_code          0\n"), "{data}");
    assert!(data.contains("\nattack_point         PASS\n"), "{data}");
    assert!(data.ends_with("\nunconditional_status alive"), "{data}");
    assert!(e.execute("worm_data C6").is_err());
    assert!(e.execute("unconditional_status Z9").is_err());
    let all = run(&mut e, "worm_data");
    assert_eq!(all.matches("color ").count(), 2, "{all}");
    assert_eq!(run(&mut e, "worm_stones D5"), "B6 D6 A5 B5 C5 D5");
    assert_eq!(run(&mut e, "worm_stones white"), "E6 E5 A4 B4 C4 D4 E4");
    assert_eq!(run(&mut e, "worm_stones").lines().count(), 2);
    assert!(e.execute("worm_stones C6").is_err());
}

#[test]
fn worm_data_counts_its_reading_on_the_engine_board() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    let before = e.board.clone();
    e.execute("worm_data D4").expect("worm_data");
    let reading = e.board.nodes(Counter::Reading);
    let life = e.board.nodes(Counter::Life);
    // The ladder is read move by move; the unconditional analysis tries moves too.
    assert!(reading > 10, "{reading}");
    assert!(life > 0, "{life}");
    // Every trial move was taken back.
    assert!(e.board == before && e.board.depth() == before.depth());
    // The same question on a fresh engine costs the same.
    let mut again = Gtp::new(EngineConfig::default());
    again.board = ladder();
    again.execute("worm_data D4").expect("worm_data");
    assert_eq!(again.board.nodes(Counter::Reading), reading);
    assert_eq!(again.board.nodes(Counter::Life), life);
}

#[test]
fn worm_data_is_analysed_once_per_position() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    assert!(e.stages_ready().is_empty());
    let first = e.execute("worm_data D4").unwrap();
    assert_eq!(
        e.stages_ready(),
        [Stage::Tactics, Stage::Unconditional, Stage::Worms]
    );
    let counts = Counter::ALL.map(|c| e.nodes(c));
    let reading = e.nodes(Counter::Reading);
    // Asking again, or for another worm, or for a status, reads nothing.
    assert_eq!(e.execute("worm_data D4").unwrap(), first);
    e.execute("worm_data C4").unwrap();
    e.execute("unconditional_status D4").unwrap();
    assert_eq!(Counter::ALL.map(|c| e.nodes(c)), counts);
    // A trial move is a new position: its analysis starts afresh ...
    e.execute("trymove white D5").unwrap();
    assert!(e.stages_ready().is_empty());
    e.execute("worm_data D4").unwrap();
    assert!(e.nodes(Counter::Reading) > reading);
    // ... and so does a change of the reading limits.
    e.execute("popgo").unwrap();
    e.execute("worm_data D4").unwrap();
    e.execute("increase_depths").unwrap();
    assert!(e.stages_ready().is_empty());
}

#[test]
fn eye_spaces_reuse_the_worm_tactics_of_the_same_position() {
    let mut e = Gtp::new(EngineConfig::default());
    e.board = ladder();
    e.execute("worm_data").unwrap();
    let reading = e.nodes(Counter::Reading);
    e.execute("eval_eye A1").unwrap();
    assert_eq!(
        e.stages_ready(),
        [
            Stage::Tactics,
            Stage::Unconditional,
            Stage::Worms,
            Stage::EyeSpaces
        ]
    );
    // The strings' attacks and defences were read already; only the
    // eye-space questions of their own (safety of points) cost nodes.
    let fresh = {
        let mut f = Gtp::new(EngineConfig::default());
        f.board = ladder();
        f.execute("eval_eye A1").unwrap();
        f.nodes(Counter::Reading)
    };
    assert!(e.nodes(Counter::Reading) - reading <= fresh);
}
