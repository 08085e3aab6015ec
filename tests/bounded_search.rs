//! Bounded search: tactical reading, connection reading, owl and the
//! staged analysis up to dragons finish on adversarial positions (many
//! kos, a large semeai, a dragon filling a 25x25 board, ...) when called
//! from a thread with a 256 KiB stack, and each top-level search stays
//! within its configured node limit.
//!
//! Tactical reading hands itself to the reader's large-stack worker when
//! the caller's stack is small; connection reading, owl, eyes, worms and
//! dragons run on the caller's stack, so it is their recursion that this
//! bounds.

use tesuji::board::{parse_diagram, Board, Color, Counter, Point};
use tesuji::engine::{Engine, EngineConfig};

/// The stack of the thread every check runs on.
const SMALL_STACK: usize = 256 * 1024;
/// Strings read per position, and string pairs tried for connection.
const STRINGS: usize = 6;
const PAIRS: usize = 4;
/// Node budget of each top-level tactical read (the default is 400,000).
const READING_NODES: u64 = 20_000;
/// Strings whose dragons owl reads per position (attack and defence).
const OWL_STRINGS: usize = 2;
/// Node budget of each top-level owl read (the default is 1,000).
const OWL_NODES: u64 = 200;

/// A diagram of `size` whose point (row, col) is `f(row, col)`.
fn diagram(size: usize, f: impl Fn(usize, usize) -> char) -> String {
    (0..size)
        .map(|r| {
            (0..size)
                .map(|c| f(r, c).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Rows of long black and white strings, each beside an empty row that a
/// few stones cross (snakes joined at alternate ends).
fn snakes() -> String {
    diagram(19, |r, c| match r % 6 {
        0 | 1 => 'X',
        3 | 4 => 'O',
        2 if c == if r % 12 == 2 { 18 } else { 0 } => 'X',
        5 if c == if r % 12 == 5 { 0 } else { 18 } => 'O',
        2 | 5 if c % 5 == 2 => {
            if r % 6 == 2 {
                'O'
            } else {
                'X'
            }
        }
        _ => '.',
    })
}

/// A black stone with two liberties in every 4x4 block, a white stone at
/// two of its sides: ladders that run into each other across the board.
fn ladders() -> String {
    diagram(19, |r, c| match (r % 4, c % 4) {
        (1, 1) => 'X',
        (0, 1) | (1, 0) => 'O',
        _ => '.',
    })
}

/// Ko shapes tiled over the board (15x15: the dragons of a 19x19 board of
/// kos take seconds).
fn kos() -> String {
    // . X O .
    // X . X O
    // . X O .
    diagram(15, |r, c| match (r % 4, c % 5) {
        (0, 1) | (1, 0) | (1, 2) | (2, 1) => 'X',
        (0, 2) | (1, 3) | (2, 2) => 'O',
        _ => '.',
    })
}

/// Single stones on every other point, black and white by row (13x13).
fn singles() -> String {
    diagram(13, |r, c| match ((r + c) % 2, r % 2) {
        (0, 0) => 'X',
        (0, _) => 'O',
        _ => '.',
    })
}

/// One black string filling the board but for one liberty.
fn one_liberty() -> String {
    diagram(19, |r, c| if (r, c) == (9, 9) { '.' } else { 'X' })
}

/// One black string with two one-point eyes and a white stone in a third
/// space, beside which it has its last liberties.
fn huge_string_with_eyes() -> String {
    diagram(19, |r, c| match (r, c) {
        (0, 0) | (18, 18) | (9, 10) => '.',
        (9, 9) => 'O',
        _ => 'X',
    })
}

/// A ladder on an otherwise empty board, running to the far corner.
fn long_ladder() -> String {
    diagram(19, |r, c| match (r, c) {
        (3, 15) => 'X',
        (2, 15) | (3, 14) | (4, 16) => 'O',
        _ => '.',
    })
}

/// Two big interlocked groups short of liberties: a black wall and a white
/// wall meeting in the middle, each with one small eye, their outside
/// liberties shared (a capturing race over the whole board).
fn large_semeai() -> String {
    diagram(19, |r, c| match (r, c) {
        (1, 1) | (17, 17) => '.',
        (_, 9) => '.',
        (r, _) if r % 4 == 2 && c != 8 && c != 10 => '.',
        (_, c) if c < 9 => 'X',
        _ => 'O',
    })
}

/// A 25x25 board filled by one black dragon of many strings around white
/// stones and empty points: every other column black, joined at the top,
/// with white stones and eyes between.
fn filled_25() -> String {
    diagram(25, |r, c| match (r, c) {
        (0, _) => 'X',
        (_, c) if c % 2 == 0 => 'X',
        (r, _) if r % 6 == 3 => 'O',
        _ => '.',
    })
}

/// One stone of each string, in board order.
fn strings(board: &Board) -> Vec<(Point, Color)> {
    let mut found: Vec<(Point, Color)> = Vec::new();
    for p in board.points() {
        if let Some(color) = board.color_at(p) {
            if !found.iter().any(|&(q, _)| board.same_string(q, p)) {
                found.push((p, color));
            }
        }
    }
    found
}

/// Runs every bounded search on the position and checks each top-level
/// call against its limit; returns the nodes of each counter.
fn check(name: &str, text: &str) -> [u64; 3] {
    let board = parse_diagram(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut engine = Engine::new(EngineConfig::default());
    // The default depths and ply cap; a smaller node budget keeps it fast.
    engine.update_settings(|s| s.reading.node_limit = READING_NODES);
    engine.set_board(board.clone());
    let reading_limit = engine.reader.config.node_limit;
    let connection_limit = engine.connector.config.node_limit;
    let all = strings(&board);
    type Read = fn(&mut Engine, Point) -> tesuji::search::SearchResult;
    let reads: [(&str, Read); 2] = [("attack", Engine::attack), ("defend", Engine::defend)];
    for &(p, _) in all.iter().take(STRINGS) {
        for (what, read) in reads {
            engine.clear_caches();
            read(&mut engine, p);
            assert!(
                engine.reader.last_nodes <= reading_limit,
                "{name}: {what} {p:?} read {} nodes",
                engine.reader.last_nodes
            );
        }
    }
    let mut pairs = 0;
    for (i, &(a, color)) in all.iter().enumerate() {
        for &(b, _) in all[i + 1..].iter().filter(|&&(_, c)| c == color).take(2) {
            if pairs == PAIRS {
                break;
            }
            pairs += 1;
            for connect in [true, false] {
                engine.clear_caches();
                if connect {
                    engine.connect(a, b);
                } else {
                    engine.disconnect(a, b);
                }
                assert!(
                    engine.connector.last_nodes <= connection_limit,
                    "{name}: connection {a:?} {b:?} read {} nodes",
                    engine.connector.last_nodes
                );
            }
        }
    }
    engine.update_settings(|s| s.owl.node_limit = OWL_NODES);
    let owl_limit = engine.owl.config().node_limit;
    let owl_reads: [(&str, Read); 2] = [
        ("owl_attack", Engine::owl_attack),
        ("owl_defend", Engine::owl_defend),
    ];
    for &(p, _) in all.iter().take(OWL_STRINGS) {
        for (what, read) in owl_reads {
            engine.clear_caches();
            let r = read(&mut engine, p);
            assert!(
                engine.owl.last_nodes <= owl_limit,
                "{name}: {what} {p:?} read {} owl nodes ({r:?})",
                engine.owl.last_nodes
            );
        }
    }
    engine.clear_caches();
    engine.unconditional();
    engine.worms();
    engine.dragons();
    for p in board
        .points()
        .filter(|&p| board.color_at(p).is_none())
        .take(8)
    {
        engine.eye_at(Color::Black, p);
        engine.eye_at(Color::White, p);
    }
    assert_eq!(
        engine.board.hash(),
        board.hash(),
        "{name}: position changed"
    );
    [
        engine.nodes(Counter::Reading),
        engine.nodes(Counter::Connection),
        engine.nodes(Counter::Owl),
    ]
}

/// A named adversarial position.
type Position = (&'static str, fn() -> String);

const POSITIONS: [Position; 9] = [
    ("snakes", snakes),
    ("ladders", ladders),
    ("kos", kos),
    ("singles", singles),
    ("one liberty", one_liberty),
    ("huge string with eyes", huge_string_with_eyes),
    ("long ladder", long_ladder),
    ("large semeai", large_semeai),
    ("dragon filling 25x25", filled_25),
];

#[test]
fn searches_finish_on_a_small_stack_within_their_limits() {
    let results = std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(|| {
            POSITIONS
                .iter()
                .map(|(name, position)| (*name, check(name, &position())))
                .collect::<Vec<_>>()
        })
        .unwrap()
        .join()
        .expect("the searches finish on a 256 KiB stack");
    for (name, [reading, connection, owl]) in &results {
        println!("{name}: reading {reading}, connection {connection}, owl {owl}");
    }
}

#[test]
fn the_long_ladder_is_read_to_its_end() {
    let text = long_ladder();
    let board = parse_diagram(&text).unwrap();
    let mut engine = Engine::new(EngineConfig::default());
    engine.set_board(board.clone());
    let stone = strings(&board)
        .into_iter()
        .find(|&(_, c)| c == Color::Black)
        .unwrap()
        .0;
    let result = std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || {
            let r = engine.attack(stone);
            (r, engine.reader.last_nodes)
        })
        .unwrap()
        .join()
        .unwrap();
    println!("{result:?}");
    assert!(result.0.certain, "{result:?}");
    assert!(result.1 > 20, "{result:?}");
}
