//! Replays every `loadsgf` call of GNU Go's regression suites and compares the
//! reply and the stones with GNU Go 3.8's (the fixture in the shared peer data).

mod common;

use std::collections::BTreeSet;
use tesuji::board::Color;
use tesuji::sgf;

#[test]
fn loadsgf_matches_gnugo_on_every_fixture_call() {
    let Some(fixture) = common::peer_path("loadsgf-expected.txt") else {
        return;
    };
    let text = std::fs::read_to_string(&fixture).expect("fixture readable");
    let regression = common::peer_path("regression").expect("peer data present");
    let (mut total, mut failures) = (0usize, Vec::new());
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").collect();
        assert_eq!(fields.len(), 4, "fixture line: {line}");
        total += 1;
        let mut args = fields[0].split_whitespace();
        let file = args.next().expect("file name");
        let until = args.next();
        let got = match sgf::load_file(&regression.join(file), until) {
            Ok(l) => {
                let names = |c: Color| -> BTreeSet<String> {
                    l.board
                        .stones_of(c)
                        .into_iter()
                        .map(|p| p.to_vertex(l.board.size()))
                        .collect()
                };
                (
                    format!("={}", l.to_move),
                    names(Color::Black),
                    names(Color::White),
                )
            }
            Err(_) => (
                format!("?cannot open or parse '{file}'"),
                BTreeSet::new(),
                BTreeSet::new(),
            ),
        };
        let set = |s: &str| -> BTreeSet<String> {
            s.split_whitespace()
                .filter(|v| *v != "-")
                .map(String::from)
                .collect()
        };
        let want = (fields[1].to_string(), set(fields[2]), set(fields[3]));
        if got != want {
            failures.push(format!(
                "{}: reply {} (want {}), black +{:?} -{:?}, white +{:?} -{:?}",
                fields[0],
                got.0,
                want.0,
                got.1.difference(&want.1).collect::<Vec<_>>(),
                want.1.difference(&got.1).collect::<Vec<_>>(),
                got.2.difference(&want.2).collect::<Vec<_>>(),
                want.2.difference(&got.2).collect::<Vec<_>>(),
            ));
        }
    }
    println!(
        "loadsgf conformance: {}/{} match GNU Go 3.8",
        total - failures.len(),
        total
    );
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        total,
        failures.join("\n")
    );
}
