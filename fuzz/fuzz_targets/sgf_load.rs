//! Any bytes given to the SGF loader give a position or an error, never a
//! panic; every analysis command then answers on the loaded position (with
//! small limits, so each input stays fast) and leaves it as it found it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tesuji::board::{Color, Point};
use tesuji::gtp::{EngineConfig, Gtp};

/// Strings (by one stone each) and empty points analysed per input.
const STRINGS: usize = 6;
const EMPTIES: usize = 4;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let path = std::path::Path::new("fuzz.sgf");
    for until in [Some("1"), Some("30"), Some("C3")] {
        if let Ok(loaded) = tesuji::sgf::load_str(&text, path, until) {
            loaded
                .board
                .check_consistency()
                .expect("loaded board is consistent");
        }
    }
    let Ok(loaded) = tesuji::sgf::load_str(&text, path, None) else {
        return;
    };
    loaded
        .board
        .check_consistency()
        .expect("loaded board is consistent");
    let mut gtp = Gtp::new(EngineConfig {
        base_dir: Some(std::env::temp_dir().join("tesuji-fuzz-nonexistent")),
        ..EngineConfig::default()
    });
    // Small limits, set as every limit is: through the settings, which key
    // the analysis.
    gtp.set_setting("reading_node_limit", "300")
        .expect("a known setting");
    gtp.set_setting("connection_node_limit", "100")
        .expect("a known setting");
    gtp.set_board(loaded.board);
    let board = gtp.board.clone();
    let size = board.size();
    let mut strings: Vec<(Point, Color)> = Vec::new();
    let mut empties = Vec::new();
    for p in board.points() {
        match board.color_at(p) {
            Some(c) if strings.len() < STRINGS => {
                if !strings
                    .iter()
                    .any(|&(q, _)| board.string_id(q) == board.string_id(p))
                {
                    strings.push((p, c));
                }
            }
            None if empties.len() < EMPTIES => empties.push(p),
            _ => {}
        }
    }
    let mut commands = vec!["dragon_stones".to_string(), "gogui-dragons".to_string()];
    for &(p, _) in &strings {
        let v = p.to_vertex(size);
        for cmd in [
            "attack",
            "defend",
            "worm_data",
            "dragon_data",
            "unconditional_status",
            "eval_eye",
        ] {
            commands.push(format!("{cmd} {v}"));
        }
    }
    for &p in &empties {
        let v = p.to_vertex(size);
        commands.push(format!("eval_eye {v}"));
        commands.push(format!("unconditional_status {v}"));
        commands.push(format!("eye_data black {v}"));
        commands.push(format!("eye_data white {v}"));
    }
    for (i, &(a, ca)) in strings.iter().enumerate() {
        if let Some(&(b, _)) = strings[i + 1..].iter().find(|&&(_, cb)| cb == ca) {
            let (a, b) = (a.to_vertex(size), b.to_vertex(size));
            commands.push(format!("connect {a} {b}"));
            commands.push(format!("disconnect {a} {b}"));
            commands.push(format!("same_dragon {a} {b}"));
        }
    }
    for command in &commands {
        if gtp.handle_line(command).is_none() {
            panic!("no reply to {command}");
        }
        assert_eq!(
            gtp.board.hash(),
            board.hash(),
            "{command} changed the position"
        );
    }
    gtp.board
        .check_consistency()
        .expect("board stays consistent");
});
