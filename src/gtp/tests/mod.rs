//! GTP protocol and basic command tests, as transcripts.

use super::*;

mod eyes;
mod game;
mod genmove;
mod influence;
mod links;
mod owl;
mod reading;
mod semeai;
mod tactics;
mod worms;

/// The one diagram test helper: sets up `diagram` on a fresh engine, asks
/// the GTP `command` and checks the answer (the reply without `= `)
/// against `expected`; the command must leave the board as it found it.
pub(crate) fn check(diagram: &str, command: &str, expected: &str) {
    check_any(diagram, command, &[expected]);
}

/// Like [`check`], for positions with several correct answers.
pub(crate) fn check_any(diagram: &str, command: &str, expected: &[&str]) {
    let board = crate::board::parse_diagram(diagram).expect("diagram");
    check_on(board, command, expected);
}

/// The board as a diagram (`X` black, `O` white), for failure messages.
fn diagram_of(board: &crate::board::Board) -> String {
    let size = board.size();
    let rows: Vec<String> = (0..size)
        .map(|row| {
            let points = (0..size).map(|col| crate::board::Point::new(col, row));
            let cells: Vec<&str> = points
                .map(|p| match board.color_at(p) {
                    Some(Color::Black) => "X",
                    Some(Color::White) => "O",
                    None => ".",
                })
                .collect();
            cells.join(" ")
        })
        .collect();
    rows.join("\n")
}

/// Like [`check_any`], on a board set up in code.
pub(crate) fn check_on(board: crate::board::Board, command: &str, expected: &[&str]) {
    let diagram = diagram_of(&board);
    let mut engine = Gtp::new(EngineConfig::default());
    engine.set_board(board);
    let before = engine.board.clone();
    let got = engine
        .execute(command)
        .unwrap_or_else(|err| format!("? {err}"));
    assert!(
        expected.contains(&got.as_str()),
        "{command} on\n{diagram}\ngot {got}, expected one of {expected:?}"
    );
    assert!(
        engine.board == before && engine.board.depth() == before.depth(),
        "{command} left the board changed"
    );
}

/// Runs `input` through a fresh engine and returns the whole output.
fn transcript(input: &str) -> String {
    let mut engine = Gtp::new(EngineConfig::default());
    let mut out = Vec::new();
    serve(&mut engine, input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn ids_errors_comments_and_blank_lines() {
    let out =
        transcript("# comment\n\n7 protocol_version\nname # trailing\n12 bogus\nquit\nname\n");
    assert_eq!(out, "=7 2\n\n= tesuji\n\n?12 unknown command\n\n= \n\n");
}

#[test]
fn control_characters_are_stripped_and_tabs_are_spaces() {
    let out = transcript("1 boardsize\t9\r\n2 kom\x01i 6.5\n3 get_komi\n");
    assert_eq!(out, "=1 \n\n=2 \n\n=3 6.5\n\n");
}

#[test]
fn play_undo_and_queries() {
    let out = transcript(
        "boardsize 9\nplay black C3\nplay white C4\nplay black D4\nplay white pass\nplay black B4\nplay white A1\nplay black C5\n\
         1 color C4\n2 captures black\n3 countlib D4\n4 findlib C3\n5 undo\n6 color C4\n7 play white C3\n\
         8 is_legal black C3\n9 list_stones black\n",
    );
    assert!(out.contains("=1 empty\n"), "{out}");
    assert!(out.contains("=2 1\n"), "{out}");
    assert!(out.contains("=3 4\n"), "{out}");
    assert!(out.contains("=4 C4 B3 D3 C2\n"), "{out}");
    assert!(out.contains("=6 white\n"), "{out}");
    assert!(out.contains("?7 illegal move\n"), "{out}");
    assert!(out.contains("=8 0\n"), "{out}");
    assert!(out.contains("=9 B4 D4 C3\n"), "{out}");
}

#[test]
fn boardsize_handicap_and_bad_input() {
    let out = transcript(
        "1 boardsize 1\n2 boardsize 19\n3 fixed_handicap 3\n4 fixed_handicap 2\n5 play black Z9\n\
         6 countlib D5\n7 loadsgf no-such-file.sgf\n8 komi x\n9 set_heuristic nonsense on\n",
    );
    assert!(out.contains("?1 unacceptable size\n"), "{out}");
    assert!(out.contains("=3 Q16 D4 Q4\n"), "{out}");
    assert!(out.contains("?4 board not empty\n"), "{out}");
    assert!(out.contains("?5 invalid color or coordinate\n"), "{out}");
    assert!(out.contains("?6 vertex must not be empty\n"), "{out}");
    // GNU Go's wording, then the loader's reason.
    assert!(
        out.contains("?7 cannot open or parse 'no-such-file.sgf' ("),
        "{out}"
    );
    assert!(out.contains("?8 komi not a float\n"), "{out}");
    assert!(out.contains("?9 unknown setting"), "{out}");
}

#[test]
fn node_counters_reset_and_read() {
    let out = transcript(
        "1 get_reading_node_counter\n2 reset_owl_node_counter\n3 get_life_node_counter\n",
    );
    assert_eq!(out, "=1 0\n\n=2 \n\n=3 0\n\n");
}

#[test]
fn list_commands_includes_every_registered_name_once() {
    let engine = Gtp::new(EngineConfig::default());
    let mut names: Vec<_> = engine.commands.iter().map(|c| c.name).collect();
    let n = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), n, "duplicate command names");
    for required in [
        "loadsgf",
        "printsgf",
        "cputime",
        "reset_life_node_counter",
        "set_heuristic",
    ] {
        assert!(names.contains(&required), "{required}");
    }
}

#[test]
fn gogui_analyze_commands_name_known_commands_only() {
    let mut g = Gtp::new(EngineConfig::default());
    let listing = g.execute("gogui-analyze_commands").unwrap();
    assert!(
        listing.contains("plist/Dragon Stones/dragon_stones %p"),
        "{listing}"
    );
    for line in listing.lines() {
        let fields: Vec<&str> = line.split('/').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let name = fields[2].split_whitespace().next().unwrap();
        assert_eq!(
            g.execute(&format!("known_command {name}")).as_deref(),
            Ok("true")
        );
    }
}

#[test]
fn gogui_dragon_graphics_colour_by_status_and_show_links() {
    let mut g = Gtp::new(EngineConfig::default());
    for cmd in [
        "boardsize 9",
        "clear_board",
        "play B C3",
        "play B D4",
        "play W D3",
        "play B B5",
    ] {
        g.execute(cmd).unwrap();
    }
    let all = g.execute("gogui-dragons").unwrap();
    let lines: Vec<&str> = all.lines().collect();
    // One COLOR line per dragon, a LABEL line naming them, a TEXT line.
    assert!(lines[0].starts_with("COLOR "), "{all}");
    assert!(lines.iter().any(|l| l.starts_with("LABEL ")), "{all}");
    assert_eq!(lines.last(), Some(&"TEXT 2 dragons"), "{all}");
    let black = lines
        .iter()
        .find(|l| l.contains("C3"))
        .expect("a colour line for the black dragon");
    for v in ["B5", "C3", "D4"] {
        assert!(black.contains(v), "{black}");
    }
    // The black dragon's links: the diagonal C3-D4 rests on the cut point
    // C4, which reading refutes (conn.db shape CC1).
    let links = g.execute("gogui-dragon_links C3").unwrap();
    assert!(links.starts_with("MARK "), "{links}");
    assert!(links.contains("SQUARE C4"), "{links}");
    assert!(links.contains("LABEL C4 CC1"), "{links}");
    assert!(g.execute("gogui-dragon_links E5").is_err());
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_session_goes_on() {
    let mut engine = Gtp::new(EngineConfig::default());
    let mut input: Vec<u8> = b"1 name # comment \xff\xfe\n".to_vec();
    input.extend_from_slice(b"2 known_command \xc3\n3 protocol_version\r\n");
    let mut out = Vec::new();
    serve(&mut engine, input.as_slice(), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("=1 tesuji\n"), "{out}");
    assert!(out.contains("=2 false\n"), "{out}");
    assert!(out.contains("=3 2\n"), "{out}");
}

#[test]
fn loadsgf_errors_give_the_loaders_reason() {
    let dir = std::env::temp_dir().join(format!("tesuji-loadsgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("size.sgf", "(;GM[1]SZ[52])", "unsupported board size 52"),
        ("chess.sgf", "(;GM[2])", "not a Go record (GM[2])"),
        ("off.sgf", "(;GM[1]SZ[9];B[zz])", "off the 9x9 board"),
    ];
    let mut g = Gtp::new(EngineConfig::default());
    for (name, text, reason) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let err = g
            .execute(&format!("loadsgf {}", path.display()))
            .unwrap_err();
        assert!(
            err.starts_with(&format!("cannot open or parse '{}' (", path.display())),
            "{err}"
        );
        assert!(err.contains(reason), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
