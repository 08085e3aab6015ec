//! The match runner: alternating colours, totals, SGF output, and (when GNU Go is installed)
//! a game against an external GTP engine.

mod common;

use std::path::Path;
use std::time::Duration;
use tesuji::board::Color;
use tesuji::montecarlo::matches::{run_match, Ending, MatchConfig, GAMES_TABLE};
use tesuji::montecarlo::players::{player_from_spec, Player, RefBotPlayer};
use tesuji::montecarlo::RefBotConfig;

fn refbot(playouts: u64, seed: u64) -> RefBotPlayer {
    RefBotPlayer::new(RefBotConfig {
        playouts,
        seed,
        threads: 1,
    })
}

#[test]
fn a_small_self_play_match_alternates_colours_and_writes_sgf() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = refbot(60, 1);
    let mut b = refbot(60, 2);
    let config = MatchConfig {
        size: 7,
        komi: 7.5,
        games: 4,
        max_moves: None,
        out: Some(dir.path().to_path_buf()),
    };
    let mut seen = Vec::new();
    let summary = run_match(
        &mut a,
        false,
        &mut b,
        false,
        &config,
        |i, record, a_black| {
            seen.push((i, a_black, record.clone()));
        },
    )
    .expect("match runs");
    assert_eq!(summary.games, 4);
    assert_eq!(summary.a_wins + summary.b_wins + summary.draws, 4);
    assert_eq!(summary.forfeits, 0);
    assert_eq!(
        seen.iter()
            .map(|(i, a_black, _)| (*i, *a_black))
            .collect::<Vec<_>>(),
        vec![(1, true), (2, false), (3, true), (4, false)]
    );
    for (i, a_black, record) in &seen {
        assert!(matches!(record.ending, Ending::TwoPasses | Ending::MoveCap));
        assert!(record.moves.len() <= 3 * 7 * 7);
        assert_eq!(record.moves[0].0, Color::Black);
        let text = std::fs::read_to_string(dir.path().join(format!("game-{i:03}.sgf")))
            .expect("SGF written");
        let trees = sgf_parse::go::parse(&text).expect("SGF parses");
        assert_eq!(trees.len(), 1);
        let black_name = if *a_black { a.name() } else { b.name() };
        // Values as a reader sees them, unescaped (the writer escapes `:` as `\:`).
        let value = |id: &str| {
            trees[0].properties().find_map(|p| match p {
                sgf_parse::go::Prop::PB(t) if id == "PB" => Some(t.text.clone()),
                sgf_parse::go::Prop::RE(t) if id == "RE" => Some(t.text.clone()),
                _ => None,
            })
        };
        assert_eq!(value("PB").as_deref(), Some(black_name), "{text}");
        assert_eq!(
            value("RE").as_deref(),
            Some(record.result.as_str()),
            "{text}"
        );
        // The count is the referee's area count with komi.
        let margin = record.margin.expect("counted");
        assert_eq!(margin.fract().abs(), 0.5);
    }
    let report = summary.report(a.name(), b.name());
    assert!(report.contains("A win rate:"), "{report}");
    assert!(report.contains("Elo A-B:"), "{report}");
    // The table of games beside the SGF files: one row per game, matching the records.
    let table = std::fs::read_to_string(dir.path().join(GAMES_TABLE)).expect("table written");
    let rows: Vec<Vec<&str>> = table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 4, "{table}");
    for (row, (i, a_black, record)) in rows.iter().zip(&seen) {
        assert_eq!(row.len(), 9, "{table}");
        assert_eq!(row[0], i.to_string());
        assert_eq!(row[1], if *a_black { "1" } else { "0" });
        assert_eq!(row[2], record.result);
        assert_eq!(row[3], record.moves.len().to_string());
        assert_eq!((row[7], row[8]), ("0", "-"), "{table}");
        // The in-process bots report their searches' CPU time (where the platform has it).
        for (cell, cpu) in row[5..7].iter().zip(record.cpu) {
            match cpu {
                Some(s) => assert_eq!(*cell, format!("{s:.3}")),
                None => assert_eq!(*cell, "-"),
            }
        }
    }
    if cfg!(target_os = "linux") {
        assert!(seen
            .iter()
            .all(|(_, _, r)| r.cpu.iter().all(|c| c.is_some())));
    }
}

#[test]
fn bad_player_specs_are_reported_not_panicked() {
    let here = Path::new(".");
    let e = player_from_spec("refbot:playouts=ten", here, Duration::from_secs(5))
        .err()
        .expect("refused");
    assert!(e.to_string().contains("not a whole number"), "{e}");
    let e = player_from_spec("no-such-engine-xyz --gtp", here, Duration::from_secs(5))
        .err()
        .expect("refused");
    assert!(e.to_string().contains("no-such-engine-xyz"), "{e}");
}

/// GNU Go's command: `TESUJI_GNUGO` if set, else `gnugo` on the PATH or in the Debian
/// package's location.
fn gnugo() -> Option<String> {
    common::gnugo().map(|p| p.display().to_string())
}

#[test]
fn a_game_against_gnugo_over_gtp() {
    let Some(cmd) = gnugo() else {
        return;
    };
    let here = Path::new(".");
    let spec = format!("{cmd} --mode gtp --quiet --level 0 --chinese-rules");
    let mut engine = player_from_spec(&spec, here, Duration::from_secs(30)).expect("GNU Go starts");
    assert!(engine.name().contains("GNU Go"), "{}", engine.name());
    let mut bot = refbot(100, 5);
    let config = MatchConfig {
        size: 9,
        komi: 7.5,
        games: 2,
        max_moves: None,
        out: None,
    };
    let mut records = Vec::new();
    let summary = run_match(
        &mut bot,
        false,
        engine.as_mut(),
        true,
        &config,
        |_, r, _| records.push(r.clone()),
    )
    .expect("match runs");
    assert_eq!(summary.games, 2);
    assert_eq!(summary.forfeits, 0, "{records:?}");
    for r in &records {
        if r.ending == Ending::TwoPasses {
            assert!(
                r.counted_by.contains("GNU Go"),
                "counted by {}",
                r.counted_by
            );
        }
    }
}

#[test]
fn games_in_parallel_are_reported_in_order_and_our_engine_plays_with_settings() {
    use tesuji::gtp::player::{parse_tesuji_spec, TesujiPlayer};
    use tesuji::montecarlo::matches::{run_match_jobs, PlayerPair};
    let dir = tempfile::tempdir().expect("temp dir");
    let config = MatchConfig {
        size: 5,
        komi: 7.5,
        games: 4,
        max_moves: None,
        out: Some(dir.path().to_path_buf()),
    };
    let make = || -> Result<PlayerPair, tesuji::montecarlo::players::PlayerError> {
        let settings = parse_tesuji_spec("tesuji:bulky_eye=off,genmove_owl_nodes=300")
            .expect("a tesuji spec")?;
        Ok((
            Box::new(TesujiPlayer::new(settings)),
            Box::new(refbot(60, 2)),
        ))
    };
    let mut order = Vec::new();
    let summary = run_match_jobs(&make, [true, false], &config, 2, |i, record, a_black| {
        assert!(
            !matches!(record.ending, Ending::Forfeit { .. }),
            "{:?}",
            record.ending
        );
        order.push((i, a_black));
    })
    .expect("match runs");
    assert_eq!(order, vec![(1, true), (2, false), (3, true), (4, false)]);
    assert_eq!(summary.games, 4);
    let table = std::fs::read_to_string(dir.path().join(GAMES_TABLE)).expect("table");
    assert!(
        table.contains("# A: tesuji:bulky_eye=off,genmove_owl_nodes=300"),
        "{table}"
    );
    assert_eq!(table.lines().filter(|l| !l.starts_with('#')).count(), 4);
    for i in 1..=4 {
        assert!(dir.path().join(format!("game-{i:03}.sgf")).exists());
    }
    // A player that cannot be made stops the match with its error.
    let broken = || -> Result<PlayerPair, tesuji::montecarlo::players::PlayerError> {
        let settings = parse_tesuji_spec("tesuji:no_such_setting=1").expect("a tesuji spec")?;
        Ok((
            Box::new(TesujiPlayer::new(settings)),
            Box::new(refbot(60, 2)),
        ))
    };
    let err = run_match_jobs(&broken, [true, false], &config, 2, |_, _, _| {}).unwrap_err();
    assert!(err.to_string().contains("no_such_setting"), "{err}");
}
